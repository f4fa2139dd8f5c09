// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

const failToast = vi.hoisted(() => vi.fn());
vi.mock('@/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/ui')>()),
  toast: { fail: failToast },
}));
vi.mock('@/tenant/site', () => ({ usePromotions: () => ({ REFERRAL: false, MISSION: false }) }));

const { default: InviteFriendsPage } = await import('./invite-friends-page');

describe('invite friends without the referral promotion', () => {
  it('ERR-15 SHARE-06 shows contact_service for 2 s and returns to the member centre instead of the page', () => {
    render(
      <MemoryRouter initialEntries={['/m/inviteFriends']}>
        <Routes>
          <Route path="/m/inviteFriends" element={<InviteFriendsPage />} />
          <Route path="/m/mine" element={<p>member centre</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('member centre')).toBeTruthy();
    expect(failToast).toHaveBeenCalledWith('messages.contact_service', { durationMs: 2000 });
  });
});
