import type { Logger } from 'drizzle-orm/logger';

/** Counts the SQL statements drizzle sends while a call runs (createTestApp's statementLogger). */
export type StatementCounter = {
  logger: Logger;
  /** Runs `call` and returns its result with the statements sent meanwhile (their SQL text, in order). */
  during: <T>(call: () => Promise<T>) => Promise<{ result: T; statements: string[] }>;
};

/**
 * A statement counter for tests that run one request at a time. Only statements sent through
 * drizzle are seen: on PGlite a transaction's begin and commit are not (see openDatabase).
 */
export function createStatementCounter(): StatementCounter {
  let statements: string[] | null = null;
  return {
    logger: { logQuery: (query) => statements?.push(query) },
    during: async (call) => {
      statements = [];
      try {
        const result = await call();
        return { result, statements };
      } finally {
        statements = null;
      }
    },
  };
}
