import { checkbox, input, select } from '@inquirer/prompts';
import type { Prompter } from './tenant-questions';

/** The terminal prompter of `lobby tenant new` (@inquirer/prompts); a bad answer is asked again with the reason. */
export const terminalPrompter: Prompter = {
  input: (question) =>
    input({
      message: question.message,
      ...(question.default === undefined ? {} : { default: question.default }),
      validate: question.validate,
    }),
  select: (question) =>
    select({
      message: question.message,
      choices: [...question.choices],
      ...(question.default === undefined ? {} : { default: question.default }),
    }),
  checkbox: (question) =>
    checkbox({
      message: question.message,
      choices: [...question.choices],
      validate: (choices) => question.validate(choices.map((choice) => choice.value)),
    }),
};
