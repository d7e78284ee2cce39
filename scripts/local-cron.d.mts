export interface ParsedCron {
  expression: string;
  minute: Set<number>;
  hour: Set<number>;
  dayOfMonth: Set<number>;
  month: Set<number>;
  dayOfWeek: Set<number>;
  anyDayOfMonth: boolean;
  anyDayOfWeek: boolean;
}

export declare function parseCron(expression: string): ParsedCron;
export declare function cronMatches(cron: ParsedCron, date: Date): boolean;
export declare function nextFireTime(cron: string | ParsedCron, after: Date | number): Date;
export declare function cronsFromWranglerToml(text: string): string[];
export declare function plan(options: { crons: string[]; startedAt: number; catchUpMs: number; everySeconds?: number | null }): (cron: string, last: number | null) => number;
export declare function scheduledUrl(base: string, cron: string, at?: number | null): string;
export declare function localCronSettings(env?: Record<string, string | undefined>): { enabled: boolean; everySeconds: number | null };

export interface LocalCronRun {
  cron: string;
  kind: "catch-up run" | "scheduled run";
  at: string;
  status: number | null;
  ms: number;
}

export declare function startLocalCron(options: {
  base: string;
  crons: string[];
  catchUpMs?: number;
  everySeconds?: number | null;
  timeoutMs?: number;
  log?: (line: string) => void;
  fetch?: (url: string, init?: { signal?: AbortSignal }) => Promise<Response>;
  now?: () => number;
}): { stop: () => void; runs: LocalCronRun[] };
