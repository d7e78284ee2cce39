/** Hono's environment for this app: the Worker bindings and what middleware leaves for handlers. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** The parsed JSON body, or undefined when the request had none. */
    body: unknown;
  };
}
