/** pg-boss's own SQL (its src/plans.js, which has no types): the two statements it sends without waiting for them. */
declare module 'pg-boss/src/plans' {
  /** Marks runs completed: `manager.js` sends it after a handler resolves, and does not wait for it. */
  export function completeJobs(schema: string): string;
  /** Marks runs failed (or due for a retry): sent after a handler throws, without waiting for it. */
  export function failJobsById(schema: string): string;
}
