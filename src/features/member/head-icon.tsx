import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { LIMITS } from '@/lib/spec-constants';
import { useToken } from '@/platform/session';
import { toast, token, UserIcon } from '@/ui';
import { headIconQuery, memberExtraKeys, uploadHeadIcon } from './api';
import { imageProblem } from './uploads';

const Avatar = styled.button`
  position: relative;
  flex: none;
  width: 56px;
  height: 56px;
  padding: 0;
  border: none;
  border-radius: 50%;
  overflow: hidden;
  background: ${token('color.bg.brandSoft')};
  color: ${token('color.text.brand')};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Only data: URLs of png/jpeg or http(s) addresses are shown as the icon. */
const displayableIcon = (icon: string | null | undefined): string | null =>
  icon && (/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/.test(icon) || /^https:\/\//.test(icon)) ? icon : null;

/** PROFPIC3 (CALL-14): the member's head icon; tapping it picks a png/jpg of at most 5 MB to upload. */
export function HeadIcon() {
  const t = useTexts('member');
  const token_ = useToken();
  const queryClient = useQueryClient();
  const icon = useQuery(headIconQuery(token_));
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploadHeadIcon,
    onSuccess: (next) => {
      queryClient.setQueryData(memberExtraKeys.headIcon(token_), next);
      toast.success('member:headIcon.saved');
    },
  });
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const reason = imageProblem(file, LIMITS.headIconMaxBytes);
    setProblem(reason ? t(`feedback.rejected.${reason}`, { name: file.name }) : null);
    if (!reason) upload.mutate(file);
  };
  const src = displayableIcon(icon.data);
  return (
    <>
      <Avatar
        type="button"
        aria-label={t('headIcon.change')}
        data-testid="head-icon"
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
      >
        {src ? <img src={src} alt={t('headIcon.alt')} data-testid="head-icon-image" /> : <UserIcon />}
      </Avatar>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        onChange={onFile}
        data-testid="head-icon-input"
      />
      {problem ? (
        <span role="alert" data-testid="head-icon-problem">
          {problem}
        </span>
      ) : null}
    </>
  );
}
