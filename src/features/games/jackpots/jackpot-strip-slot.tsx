import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { SectionHeading, token } from '@/ui';

/**
 * The strip's box (FIND-13): the same size whether it waits for its code,
 * waits for the pools, shows them or shows a failed read, so nothing under
 * it moves (CLS) until an answer says there are no jackpots at all.
 */
export const StripSection = styled.section`
  padding: ${token('space.lg')} ${token('space.lg')} 0;
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
`;

export const STRIP_CARD_HEIGHT = 132;

export const StripCard = styled.div`
  height: ${STRIP_CARD_HEIGHT}px;
  box-sizing: border-box;
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.brand')};
  color: ${token('color.text.onBrand')};
  overflow: hidden;
  contain: strict;
`;

const Skeleton = styled(StripCard)`
  background: ${token('color.bg.skeleton')};
`;

/** Holds the strip's place while its code loads (lazy-jackpots.tsx). */
export function JackpotStripSlot() {
  const t = useTexts('discovery');
  return (
    <StripSection aria-hidden="true" data-testid="jackpot-strip-slot">
      <SectionHeading>{t('jackpots.title')}</SectionHeading>
      <Skeleton />
    </StripSection>
  );
}
