import { useTexts } from '@/i18n';
import { safeExternalUrl } from '@/lib/url-guard';
import { Card, MutedText } from '@/ui';

/** RG-07: the tenant's help organisations, beside the limits and the break. */
export function HelpLinks({ links }: { readonly links: readonly { label: string; url: string }[] }) {
  const t = useTexts('security');
  const safe = links.flatMap((link) => {
    const url = safeExternalUrl(link.url);
    return url ? [{ label: link.label, url }] : [];
  });
  if (safe.length === 0) return null;
  return (
    <Card data-testid="help-links">
      <MutedText>{t('limits.help')}</MutedText>
      <ul>
        {safe.map((link) => (
          <li key={link.url}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
