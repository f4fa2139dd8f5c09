import { existsSync } from 'node:fs';
import * as z from 'zod/mini';
import { MERCHANT_CODE_PATTERN } from '../../src/tenant/schema';
import { BrandRefusal, deriveBrand, type BrandBackgrounds } from './brand';
import { HEX_COLOR_PATTERN } from './color';
import { CliError } from './problems';

/**
 * The questions of `lobby tenant new` and the check of each answer, used the
 * same way for a flag and for a prompt: in a terminal a bad answer is asked
 * again with the reason, without one (CI, --yes) it ends the run.
 */

/** Asks the operator (interactive runs); tests and CI pass none. */
export interface Prompter {
  input(question: { message: string; default?: string; validate: (value: string) => true | string }): Promise<string>;
  select(question: {
    message: string;
    choices: ReadonlyArray<{ name: string; value: string }>;
    default?: string;
  }): Promise<string>;
  checkbox(question: {
    message: string;
    choices: ReadonlyArray<{ name: string; value: string; checked: boolean }>;
    validate: (values: readonly string[]) => true | string;
  }): Promise<string[]>;
}

export type Check = (value: string) => true | string;

const merchantCodeSchema = z.string().check(z.regex(MERCHANT_CODE_PATTERN));

const httpUrlOrEmpty: Check = (value) => {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? true
      : 'must be an http(s) URL, or empty for the same origin';
  } catch {
    return 'must be an http(s) URL, or empty for the same origin';
  }
};

export const checks = {
  merchantCode: ((value) =>
    merchantCodeSchema.safeParse(value).success
      ? true
      : 'must be 3-16 lower-case letters or digits (it becomes a folder name)') satisfies Check,
  displayName: ((value) =>
    value.trim().length >= 1 && value.trim().length <= 60 ? true : 'must be 1-60 characters') satisfies Check,
  apiBaseUrl: httpUrlOrEmpty,
  logo: ((value) => {
    if (value === '') return true;
    if (!/\.(svg|png)$/i.test(value)) return 'must be an .svg or .png file';
    return existsSync(value) ? true : `no such file: ${value}`;
  }) satisfies Check,
};

/**
 * OPS-19: a brand colour is checked whole where it is given: its form, then
 * whether a brand can be derived from it on the theme's backgrounds, so a
 * terminal asks again at the colour's own prompt, not after every question.
 */
export function colourCheck(backgrounds: BrandBackgrounds): Check {
  return (value) => {
    if (!HEX_COLOR_PATTERN.test(value) || (value.length !== 7 && value.length !== 4))
      return 'must be a colour like #1e88e5';
    try {
      deriveBrand(value, backgrounds);
      return true;
    } catch (error) {
      if (error instanceof BrandRefusal) return error.message;
      throw error;
    }
  };
}

/** Non-interactive: a bad value ends the run with its reason. */
export function checked(value: string, check: Check, field: string): string {
  const verdict = check(value);
  if (verdict !== true) throw new CliError(`${field}: ${verdict}`);
  return value;
}

/** A flag's value, else the prompt's answer, else the default: each checked. */
export async function answer(
  prompter: Prompter | undefined,
  given: string | undefined,
  question: { message: string; default: string },
  check: Check,
  field: string,
): Promise<string> {
  if (given !== undefined) {
    // A flag given on the command line is checked the same way; in a terminal a bad one is asked again.
    if (check(given) === true || !prompter) return checked(given, check, field);
  }
  if (!prompter) return checked(question.default, check, field);
  return prompter.input({ message: question.message, default: question.default, validate: check });
}
