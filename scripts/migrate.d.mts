export declare const MIGRATIONS_FOLDER: string;
export declare function migrateDatabase(databaseUrl: string, options?: { migrationsFolder?: string }): Promise<void>;
