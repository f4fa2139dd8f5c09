import { describe, expect, it } from 'vitest';
import { greetingForHour } from './greeting';

describe('agent greeting', () => {
  it.each([
    [0, 'morning'],
    [10, 'morning'],
    [11, 'earlyAfternoon'],
    [14, 'earlyAfternoon'],
    [15, 'lateAfternoon'],
    [18, 'lateAfternoon'],
    [19, 'evening'],
    [23, 'evening'],
  ] as const)('AGENT-02 hour %i greets %s', (hour, greeting) => {
    expect(greetingForHour(hour)).toBe(greeting);
  });
});
