import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { lenientList } from '@/platform/lenient';
import { callPlatform, callPlatformParsed } from '@/platform/request';

/** Member-centre calls: head icon (CALL-14, PROFPIC3), club benefit (CALL-23, MEMCLUB3), feedback (CALL-22, FEEDBACK3). */

const iconSchema = z.object({ icon: z.catch(z.nullable(z.string()), null) });

export const memberExtraKeys = {
  headIcon: (token: string | null) => ['member', 'headIcon', token] as const,
  benefits: (token: string | null, language: string) => ['member', 'benefits', token, language] as const,
};

export const headIconQuery = (token: string | null) =>
  queryOptions({
    queryKey: memberExtraKeys.headIcon(token),
    enabled: token !== null,
    meta: { silent: true },
    queryFn: async ({ signal }) => (await callPlatformParsed('headIcon', iconSchema, { signal })).icon,
  });

/** Multipart with one file field, as the upload call of the table says. */
export async function uploadHeadIcon(file: File): Promise<string | null> {
  const form = new FormData();
  form.append('file', file, file.name);
  return iconSchema.safeParse(await callPlatform('headIconUpload', { body: form })).data?.icon ?? null;
}

const benefitSchema = z.object({
  name: z.catch(z.string(), ''),
  value: z.catch(z.union([z.string(), z.number()]), ''),
});
const benefitsSchema = z.object({
  labelName: z.catch(z.nullable(z.string()), null),
  // REL-11: a benefit without a name is dropped; an answer with none left is unreadable, not "no benefits".
  benefits: lenientList(benefitSchema, (entry) => entry.name !== ''),
});

export const clubBenefitQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: memberExtraKeys.benefits(token, language),
    enabled: token !== null,
    queryFn: ({ signal }) => callPlatformParsed('clubBenefit', benefitsSchema, { query: { language }, signal }),
  });

/** FEEDBACK-05: the text and images as multipart (content, files). */
export async function sendFeedback(content: string, images: readonly File[]): Promise<void> {
  const form = new FormData();
  form.append('content', content);
  for (const image of images) form.append('files', image, image.name);
  await callPlatform('feedback', { body: form });
}
