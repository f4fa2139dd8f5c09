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
    category: game.gameType,
    vendorCode: game.vassalage,
    vendorColour: vendor?.colour ?? '#000',
  });
};

describe('sandbox art (issue 17: distinct art per game, team and vendor)', () => {
  it('POLISH-10: a game tile shows its title, its vendor and a motif of its type; two games differ', () => {
    const slot = artOf('BGS-RNG-001');
    const fish = artOf('BGS-FISH-001');
    expect(slot).toContain('>BGS<');
    expect(slot).toContain(GAME_CATALOGUE.find((game) => game.nodeId === 'BGS-RNG-001')?.gameName.split(' ')[0]);
    expect(slot).not.toBe(fish);
    // The two types draw different motifs on the same vendor's ground.
    const motif = (svg: string) => svg.slice(svg.indexOf('<g transform'), svg.indexOf('<rect x="0"'));
    expect(motif(slot)).not.toBe(motif(fish));
  });

  it('POLISH-10: games of different vendors are drawn on different colours', () => {
    const stops = (svg: string) => svg.match(/stop-color="(#[0-9a-f]{6})"/g);
    expect(stops(artOf('BGS-RNG-001'))).not.toEqual(stops(artOf('PGS-RNG-001')));
  });

  it('POLISH-10: text is escaped, so a hostile name cannot break the SVG', () => {
    const svg = gameArtSvg({
      id: 'x',
      title: '<script>&"',
      category: 'RNG',
      vendorCode: '<b>',
      vendorColour: '#123456',
    });
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
