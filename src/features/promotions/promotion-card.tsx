import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { rejectTrialAccount } from '@/session';
import { useSessionInfo } from '@/platform/session';
import { paths } from '@/tenant/paths';
import { Button, openLoginDialog, toast, token } from '@/ui';
import { RowCard } from '@/ui/patterns/row-card';
import { applyPromotion, promotionKeys, type Promotion } from './api';
import { actionOf } from './states';

const Card = styled(RowCard)`
  padding: ${token('space.md')};
  & a {
    flex: 1;
    color: ${token('color.text.primary')};
    font-weight: ${token('font.weight.bold')};
    text-decoration: none;
  }
`;

const StateLabel = styled.span`
  padding: 0 ${token('space.sm')};
  border-radius: ${token('radius.pill')};
  background: ${token('color.bg.brandSoft')};
  color: ${token('color.text.brand')};
  font-size: ${token('font.size.xs')};
  line-height: 20px;
`;

/** The action a state allows (Join, Claim); guests log in first, a trial account gets free_reject. */
export function PromotionAction({ promotion }: { readonly promotion: Promotion }) {
  const t = useTexts('promotions');
  const session = useSessionInfo();
  const queryClient = useQueryClient();
  const action = actionOf(promotion.state);
  const apply = useMutation({
    mutationFn: () => applyPromotion(promotion.id),
    onSuccess: async () => {
      toast.success(`promotions:done.${action ?? 'join'}`);
      await queryClient.invalidateQueries({ queryKey: promotionKeys.all });
    },
  });
  if (!action) return null;
  const onClick = () => {
    if (!session) {
      openLoginDialog(paths.activity());
      return;
    }
    if (rejectTrialAccount()) return;
    apply.mutate();
  };
  return (
    <Button small onClick={onClick} busy={apply.isPending} data-action={action}>
      {t(`action.${action}`)}
    </Button>
  );
}

export function PromotionStateLabel({ promotion }: { readonly promotion: Promotion }) {
  const t = useTexts('promotions');
  return promotion.state ? <StateLabel data-state={promotion.state}>{t(`state.${promotion.state}`)}</StateLabel> : null;
}

export function PromotionCard({ promotion }: { readonly promotion: Promotion }) {
  return (
    <Card data-promotion={promotion.id}>
      <Link to={paths.activityInfo({ id: promotion.id })} dir="auto">
        {promotion.title}
      </Link>
      <PromotionStateLabel promotion={promotion} />
      <PromotionAction promotion={promotion} />
    </Card>
  );
}
