/** AGENT-02: the agent home's greeting by local hour (001 §2 Agent home). */
type Greeting = 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening';

export function greetingForHour(hour: number): Greeting {
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'earlyAfternoon';
  if (hour <= 18) return 'lateAfternoon';
  return 'evening';
}
