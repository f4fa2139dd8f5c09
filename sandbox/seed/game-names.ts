import { hashOf } from '../../src/lib/hash.ts';
import type { MotifName } from '../art/motif-names.ts';

/**
 * Names and looks of the sandbox's games (issue 34, FIND-06): each game gets
 * a name in the style of its type, from a theme that also picks the motif its
 * tile shows and the hue it is painted in, so two slots look as different as
 * their names ("Fortuna do Faraó" a pyramid in sand, "Koi Pond" a fish in
 * red). Some names are Portuguese or Spanish, with their accents, because the
 * players search for them as they are spelled at home. Deterministic: the
 * same game has the same name and look on every start.
 */

export const GAME_CATEGORIES = [
  'RNG',
  'FISH',
  'LIVE',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'INHOUSE',
  'COCKFIGHT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

interface Theme {
  readonly motif: MotifName;
  /** The theme's own hue (OKLCH degrees); each game turns it a little. */
  readonly hue: number;
  readonly nouns: readonly string[];
}

/** Slot themes, as the best-known slot studios theme theirs. */
const SLOT_THEMES: readonly Theme[] = [
  { motif: 'cherries', hue: 10, nouns: ['Fruits', 'Frutas', 'Cherries', 'Melon', 'Fruit Salad'] },
  { motif: 'sevens', hue: 25, nouns: ['Sevens', 'Hot 777', 'Classic Sevens', 'Triple Seven'] },
  { motif: 'tiger', hue: 55, nouns: ['Tiger', 'Tigre', "Tiger's Roar", 'Tiger Temple'] },
  { motif: 'gem', hue: 300, nouns: ['Gems', 'Jóias', 'Diamonds', 'Rubies', 'Emeralds'] },
  { motif: 'dragon', hue: 30, nouns: ['Dragon', 'Dragão', "Dragon's Pearl", 'Dragon Gate'] },
  { motif: 'panda', hue: 145, nouns: ['Panda', 'Bamboo', "Panda's Feast", 'Panda Garden'] },
  { motif: 'koi', hue: 20, nouns: ['Koi', 'Koi Pond', 'Carpa', 'Lucky Koi'] },
  { motif: 'pyramid', hue: 80, nouns: ['Pharaoh', 'Faraó', 'Pirâmide', 'Cleopatra', 'Sphinx'] },
  { motif: 'chest', hue: 60, nouns: ['Treasure', 'Tesouro', 'Pirate Gold', 'Buried Loot'] },
  { motif: 'crown', hue: 90, nouns: ['Empire', 'Kingdom', 'Reino', 'Crown', 'Coroa'] },
  { motif: 'coins', hue: 95, nouns: ['Riches', 'Fortuna', 'Fortune', 'Gold Coins', 'Moedas'] },
  { motif: 'bolt', hue: 260, nouns: ['Thunder', 'Trovão', 'Storm', 'Zeus'] },
  { motif: 'star', hue: 285, nouns: ['Stars', 'Estrelas', 'Starlight', 'Galaxy'] },
  { motif: 'clover', hue: 140, nouns: ['Clover', 'Trevo', 'Leprechaun', 'Shamrock'] },
  { motif: 'mask', hue: 330, nouns: ['Carnaval', 'Fiesta', 'Piñata', 'Samba'] },
  { motif: 'moon', hue: 270, nouns: ['Moon', 'Lua Cheia', 'Werewolf', 'Midnight'] },
  { motif: 'bell', hue: 75, nouns: ['Bells', 'Sinos', 'Liberty Bell', 'Jingle'] },
  { motif: 'heart', hue: 0, nouns: ['Corazón', 'Coração', 'Love', 'Romance'] },
];

const SLOT_PREFIXES = ['Golden', 'Lucky', 'Mega', 'Wild', 'Royal', 'Magic', 'Super', 'Crystal', 'Neon', 'Mystic'];
const SLOT_SUFFIXES = ['Deluxe', 'Megaways', 'Rush', 'Bonanza', 'Mania', 'Party', 'Quest', 'Legends', 'Hold & Win'];

const FISH_THEMES: readonly Theme[] = [
  { motif: 'fish', hue: 220, nouns: ['Pescária', 'Fishing War', 'Ocean King', 'Reef Hunter'] },
  { motif: 'octopus', hue: 320, nouns: ['Kraken', 'Polvo', 'Octopus Party'] },
  { motif: 'shark', hue: 235, nouns: ['Shark Hunter', 'Tubarão', 'Jaws of Gold'] },
];
const FISH_SUFFIXES = ['Royale', 'Deluxe', 'Frenzy', 'Legends', 'Blast', 'Party'];

/** Live tables by classification (the sandbox's CLASSIFICATIONS). */
const LIVE_THEMES: Readonly<Record<string, Theme>> = {
  BACCARAT: { motif: 'cards', hue: 150, nouns: ['Baccarat', 'Bacará', 'Baccarat Squeeze'] },
  ROULETTE: { motif: 'roulette', hue: 150, nouns: ['Roulette', 'Roleta Brasileira', 'Auto Roulette'] },
  BLACKJACK: { motif: 'chips', hue: 160, nouns: ['Blackjack', 'Vinte e Um', 'Blackjack Party'] },
};
const LIVE_PREFIXES = ['Speed', 'Lightning', 'VIP', 'Salon Privé', 'Golden', 'Immersive', 'Mega', 'Prime'];

const PVP_THEMES: readonly Theme[] = [
  { motif: 'cards', hue: 10, nouns: ['Teen Patti', 'Truco', 'Buraco', 'Poker', 'Sueca', 'Tranca', 'Rummy'] },
  { motif: 'dice', hue: 200, nouns: ['Dominó', 'Sic Bo', 'Ludo', 'Mahjong'] },
];
const PVP_SUFFIXES = ['Club', 'Arena', 'Royale', 'Classic', 'Pro', 'Live'];

const INHOUSE_THEMES: readonly Theme[] = [
  { motif: 'rocket', hue: 265, nouns: ['Crash', 'Rocket', 'To the Moon'] },
  { motif: 'plane', hue: 5, nouns: ['Aviãozinho', 'Sky Pilot', 'Jet Rush'] },
  { motif: 'bomb', hue: 160, nouns: ['Mines', 'Minas', 'Bomb Squad'] },
  { motif: 'dice', hue: 230, nouns: ['Dice', 'Dados', 'Hi-Lo', 'Plinko'] },
];

const ONE_THEME: Readonly<Record<'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'COCKFIGHT', Theme>> = {
  SPORTS: { motif: 'ball', hue: 145, nouns: ['Sportsbook', 'Futebol ao Vivo', 'Live Football'] },
  ESPORTS: { motif: 'pad', hue: 280, nouns: ['Esports Arena', 'Pro League', 'Clash Cup'] },
  LOTT: { motif: 'lotto', hue: 70, nouns: ['Quina Rápida', 'Lotto 6/45', 'Keno', 'Bingo Bonanza', 'Raspadinha'] },
  ELOTT: { motif: 'lotto', hue: 45, nouns: ['E-Lotto', 'Speed Keno', 'Lotto Express', 'Número da Sorte'] },
  COCKFIGHT: { motif: 'crest', hue: 25, nouns: ['Derby', 'Rinha Real', 'Arena Derby'] },
};
const PLAIN_SUFFIXES = ['Live', 'Express', 'Plus', 'Max', 'Turbo'];

/**
 * Names some tests and the README rely on (a search for "pescaria" finds the
 * first; the e2e walk launches it); every other name is generated.
 */
export const SIGNATURE_NAMES: Readonly<Record<string, string>> = {
  'BGS-FISH-001': 'Pescária Dourada',
  'JLI-FISH-001': 'Pescária do Rei',
  'PGS-RNG-001': 'Fortuna do Faraó',
  'PPL-RNG-001': 'Dragão Dourado',
  'JLI-RNG-002': 'Coração Selvagem',
  'SPB-INHOUSE-001': 'Aviãozinho Turbo',
};

export interface GameLook {
  readonly name: string;
  readonly motif: MotifName;
  /** The ground's hue, OKLCH degrees. */
  readonly hue: number;
}

const pick = <T>(list: readonly T[], seed: number): T => {
  const item = list[seed % list.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** The themes of a type; live tables by their classification. */
function themesOf(category: GameCategory, classify: string): readonly Theme[] {
  switch (category) {
    case 'RNG':
      return SLOT_THEMES;
    case 'FISH':
      return FISH_THEMES;
    case 'LIVE': {
      const table = LIVE_THEMES[classify];
      return table ? [table] : Object.values(LIVE_THEMES);
    }
    case 'PVP':
      return PVP_THEMES;
    case 'INHOUSE':
      return INHOUSE_THEMES;
    default:
      return [ONE_THEME[category]];
  }
}

/** A signature name's theme is the first whose noun it names ("Fortuna do Faraó": the pharaoh's). */
const themeNamed = (themes: readonly Theme[], name: string): Theme | undefined =>
  themes.find((theme) => theme.nouns.some((noun) => name.includes(noun)));

/** The `attempt`-th candidate name of a game from its theme (a later attempt when an earlier name is taken). */
function candidateName(category: GameCategory, theme: Theme, hash: number, attempt: number): string {
  const seed = hashOf(`${String(hash)}:${String(attempt)}`);
  const noun = pick(theme.nouns, seed >>> 3);
  switch (category) {
    case 'RNG':
      return seed % 2 === 0
        ? `${pick(SLOT_PREFIXES, seed >>> 7)} ${noun}`
        : `${noun} ${pick(SLOT_SUFFIXES, seed >>> 11)}`;
    case 'FISH':
      return `${noun} ${pick(FISH_SUFFIXES, seed >>> 7)}`;
    case 'LIVE':
      return `${pick(LIVE_PREFIXES, seed >>> 7)} ${noun}`;
    case 'PVP':
      return `${noun} ${pick(PVP_SUFFIXES, seed >>> 7)}`;
    case 'INHOUSE':
      return seed % 3 === 0 ? noun : `${noun} ${pick(PLAIN_SUFFIXES, seed >>> 7)}`;
    default:
      return attempt === 0 ? noun : `${noun} ${pick(PLAIN_SUFFIXES, seed >>> 7)}`;
  }
}

const ATTEMPTS = 40;

/**
 * Names games one after another, never twice: a game whose candidates are
 * all taken gets its number after the last one ("Keno Turbo 2").
 */
export class GameNamer {
  private readonly taken = new Set<string>(Object.values(SIGNATURE_NAMES));

  look(nodeId: string, category: GameCategory, classify: string, index: number): GameLook {
    const hash = hashOf(nodeId);
    const themes = themesOf(category, classify);
    const signature = SIGNATURE_NAMES[nodeId];
    const theme = (signature ? themeNamed(themes, signature) : undefined) ?? pick(themes, hash);
    // The hue turns up to 24° either way, so two games of a theme are two colours of one family.
    const hue = (theme.hue + (hash % 49) - 24 + 360) % 360;
    if (signature) return { name: signature, motif: theme.motif, hue };
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const name = candidateName(category, theme, hash, attempt);
      if (!this.taken.has(name)) {
        this.taken.add(name);
        return { name, motif: theme.motif, hue };
      }
    }
    const name = `${candidateName(category, theme, hash, 0)} ${String(index)}`;
    this.taken.add(name);
    return { name, motif: theme.motif, hue };
  }
}
