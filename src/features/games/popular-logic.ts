/** Pure rules of the popular-games tab menu (001 §2 Popular games page). */

/** 'HOT' or a category code. */
type PopularTab = string;

const LEADING = ['SPORTS', 'LIVE', 'FISH', 'INHOUSE'] as const;
const LOTTERY_KINDS = new Set(['LOTT', 'ELOTT']);

/**
 * POPULAR-02, POPULAR-03, POPULAR-06: hot first, then sports, live, fish and
 * in-house (right after fish whatever the server's order) when the server
 * has them, then the server's other categories in its order; lottery and
 * e-lottery share one LOTT tab.
 */
export function popularTabs(serverCategories: readonly string[]): PopularTab[] {
  const seen = new Set<string>();
  const server: string[] = [];
  for (const raw of serverCategories) {
    const category = LOTTERY_KINDS.has(raw.toUpperCase()) ? 'LOTT' : raw.toUpperCase();
    if (category && !seen.has(category)) {
      seen.add(category);
      server.push(category);
    }
  }
  const leading = LEADING.filter((category) => seen.has(category));
  return ['HOT', ...leading, ...server.filter((category) => !leading.includes(category as (typeof LEADING)[number]))];
}

/** POPULAR-05: the label key of a tab (hot_one, in_house, casino for slots; the category code otherwise). */
export function popularLabelKey(tab: PopularTab): string {
  if (tab === 'HOT') return 'hot_one';
  if (tab === 'INHOUSE') return 'in_house';
  if (tab === 'RNG') return 'casino';
  return tab;
}
