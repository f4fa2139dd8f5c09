/** Whether `value` is a plain object whose fields can be read (not null, not a list): the one guard for unknown JSON. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
