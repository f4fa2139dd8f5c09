import { describe, expect, it } from 'vitest';
import { GAME_CATALOGUE, VENDORS } from '../seed/games.ts';
import { gameArtSvg, teamBadgeSvg, titleLines, vendorBadgeSvg } from './art.ts';

const artOf = (nodeId: string) => {
  const game = GAME_CATALOGUE.find((candidate) => candidate.nodeId === nodeId);
  if (!game) throw new Error(nodeId);
  const vendor = VENDORS.find((candidate) => candidate.vassalage === game.vassalage);
  return gameArtSvg({
    id: game.nodeId,
    title: game.gameName,
    motif: game.motif,
    hue: game.hue,
    vendorColour: vendor?.colour ?? '#000',
  });
};

/** The motif's drawing, without where it stands (the transform varies per game). */
const motifOf = (svg: string) =>
  svg.slice(svg.indexOf('>', svg.indexOf('<g transform')) + 1, svg.indexOf('<rect x="0"'));
const groundOf = (svg: string) => svg.match(/stop-color="(#[0-9a-f]{6})"/g)?.join(' ');

describe('sandbox art (issues 17 and 34: distinct art per game, team and vendor)', () => {
  it('POLISH-10: a game tile shows its title and a motif of its type; two games differ', () => {
    const slot = artOf('BGS-RNG-001');
    const fish = artOf('BGS-FISH-001');
    expect(slot).toContain(GAME_CATALOGUE.find((game) => game.nodeId === 'BGS-RNG-001')?.gameName.split(' ')[0]);
    expect(slot).not.toBe(fish);
    expect(motifOf(slot)).not.toBe(motifOf(fish));
  });

  it('FIND-06 the art is the same for a game on every call, and is framed in its vendor colour', () => {
    for (const nodeId of ['BGS-RNG-001', 'PGS-RNG-040', 'EVO-LIVE-003', 'VRL-LOTT-002'])
      expect(artOf(nodeId)).toBe(artOf(nodeId));
    expect(artOf('PGS-RNG-001')).toContain('stroke="#d6336c"');
  });

  it('FIND-06 every game of the catalogue has art of its own: no two tiles alike, slots in many motifs and colours', () => {
    const arts = GAME_CATALOGUE.map((game) => artOf(game.nodeId));
    expect(new Set(arts).size).toBe(GAME_CATALOGUE.length);
    const slots = GAME_CATALOGUE.filter((game) => game.gameType === 'RNG');
    const slotArts = slots.map((game) => artOf(game.nodeId));
    // Issue 34 found every slot drawn with the same three sevens: now the themes share the slots out.
    const motifs = new Map<string, number>();
    for (const art of slotArts) motifs.set(motifOf(art), (motifs.get(motifOf(art)) ?? 0) + 1);
    expect(motifs.size).toBeGreaterThanOrEqual(15);
    expect(Math.max(...motifs.values())).toBeLessThan(slots.length / 8);
    expect(new Set(slotArts.map(groundOf)).size).toBeGreaterThan(slots.length / 3);
    // Without their titles, three in four slots still look like no other.
    expect(new Set(slotArts.map((art) => `${motifOf(art)}|${groundOf(art) ?? ''}`)).size).toBeGreaterThan(
      slots.length * 0.75,
    );
  });

  it('FIND-06 two slots of one vendor differ in their motif or their colours', () => {
    const pgs = GAME_CATALOGUE.filter((game) => game.vassalage === 'PGS').map((game) => artOf(game.nodeId));
    for (let index = 1; index < pgs.length; index += 1) {
      const [before, after] = [pgs[index - 1] ?? '', pgs[index] ?? ''];
      expect(motifOf(before) !== motifOf(after) || groundOf(before) !== groundOf(after)).toBe(true);
    }
  });

  it('POLISH-10: text is escaped, so a hostile name cannot break the SVG', () => {
    const svg = gameArtSvg({ id: 'x', title: '<script>&"', motif: 'sevens', hue: 10, vendorColour: '#123456' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;&amp;');
    expect(teamBadgeSvg('<x> FC')).not.toContain('<x>');
    expect(vendorBadgeSvg('<a>', '"q"', '#abcdef')).not.toContain('"q"');
  });

  it('POLISH-10: team badges carry initials and differ by name; vendor badges carry code and name', () => {
    expect(teamBadgeSvg('Atlas FC')).toContain('>AF<');
    expect(teamBadgeSvg('Atlas FC')).not.toBe(teamBadgeSvg('Boreal United'));
    expect(vendorBadgeSvg('PGS', 'PG Star', '#d6336c')).toMatch(/>PGS<[\s\S]*>PG Star</);
  });

  it('titles wrap to at most two lines and are cut with an ellipsis', () => {
    expect(titleLines('Golden Tiger', 14)).toEqual(['Golden Tiger']);
    expect(titleLines('Crystal Treasure Lotto', 14)).toEqual(['Crystal', 'Treasure Lotto']);
    const long = titleLines('One Two Three Four Five Six Seven Eight', 10);
    expect(long).toHaveLength(2);
    expect(long[1]?.endsWith('…')).toBe(true);
  });
});
