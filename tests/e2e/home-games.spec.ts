import { expect, loginAs, test } from './fixtures';
import { homeCarouselOfOne, shownSlide } from './support/games';

test.describe('home: hot matches and popular games (001 §2 Home, Hot-match carousel, Popular games page)', () => {
  test('HOME-01 HOTMATCH-01 HOTMATCH-02 HOTMATCH-03 HOTMATCH-07 LANG-05 one page with banners, bar, hot matches and game sections; 1.2 slides, 20 px gap', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('home-banner')).toBeVisible();
    await expect(page.getByTestId('home-marquee')).toBeVisible();
    await expect(page.getByTestId('popular-games')).toBeVisible();
    const carousel = page.getByTestId('hot-match-carousel');
    const first = carousel.locator('.swiper-slide-active');
    await expect(first).toContainText('Atlas FC');
    await expect(first).toContainText('Boreal United');
    await expect(first).toContainText('Premier League');
    await expect(first.locator('img').first()).toHaveAttribute('src', '/m/cdn/teams/Atlas-FC.png');
    await expect(first.locator('img').nth(1)).toHaveAttribute('src', '/m/cdn/teams/Boreal-United.png');
    // LANG-05: the start time in the player's locale (PT: "27 de nov., 17:00"), never English month names.
    await expect(first.getByTestId('hot-match-time')).toHaveText(
      /^\d{1,2} de (jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)\.?,? \d{2}:\d{2}$/,
    );
    const geometry = await carousel.evaluate((element) => {
      const slides = [...element.querySelectorAll('.swiper-slide')].map((slide) => slide.getBoundingClientRect());
      const active = element.querySelector('.swiper-slide-active')?.getBoundingClientRect();
      const next = element.querySelector('.swiper-slide-next')?.getBoundingClientRect();
      return {
        width: element.getBoundingClientRect().width,
        slide: active?.width ?? 0,
        gap: (next?.left ?? 0) - (active?.right ?? 0),
        count: slides.length,
      };
    });
    expect(Math.abs(geometry.gap - 20)).toBeLessThan(1);
    // Swiper sizes a slide as (width − 0.2 × gap) / 1.2: one slide and a fifth of the next are visible.
    expect(Math.abs(geometry.slide - (geometry.width - 0.2 * 20) / 1.2)).toBeLessThan(1);
  });

  test('HOTMATCH-06 the carousel autoplays every 5 s and loops', async ({ page }) => {
    await page.goto('/m/home');
    const carousel = page.getByTestId('hot-match-carousel');
    // Issue 15: autoplay runs while the carousel is on screen.
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-autoplay', 'on');
    await expect(carousel.locator('.swiper-slide-active')).toHaveAttribute('data-swiper-slide-index', '0');
    await expect.poll(() => shownSlide(carousel)).toBe('0');
    await expect.poll(() => shownSlide(carousel), { timeout: 8000 }).toBe('1');
    // Loop mode: the last slide is placed before the first, so the first is not the start of the track.
    await expect(carousel.locator('.swiper-slide[data-swiper-slide-index="3"]')).toHaveCount(1);
    await expect(carousel.locator('.swiper')).toHaveCount(0);
    expect(await carousel.evaluate((element) => element.classList.contains('swiper-initialized'))).toBe(true);
  });

  test('HOTMATCH-08 with one match autoplay is off', async ({ page, request, sandbox }) => {
    const carousel = await homeCarouselOfOne(page, request, sandbox, 'hotMatches');
    await expect(carousel.getByTestId('hot-match')).toHaveCount(1);
  });

  test('HOTMATCH-05 ROLE-02 bet now: guests log in; members launch the match with vendor, roomId and nodeId', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await page
      .getByTestId('hot-match-carousel')
      .locator('.swiper-slide-active')
      .getByRole('button', { name: 'Apostar' })
      .click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fhome/);
    await loginAs(page);
    await page.goto('/m/home');
    const launchCall = page.waitForRequest((request) => request.url().includes('/wps/game/launchGame'));
    const active = page.getByTestId('hot-match-carousel').locator('.swiper-slide-active');
    const index = Number(await active.getAttribute('data-swiper-slide-index'));
    await active.getByRole('button', { name: 'Apostar' }).click();
    const query = new URL((await launchCall).url()).searchParams;
    expect(query.get('vendor')).toBe('SXB');
    expect(query.get('roomId')).toMatch(/^sxb_sports_\d$/);
    expect(query.get('nodeId')).toMatch(/^SXB-SPORTS-00\d$/);
    expect(Number.isInteger(index)).toBe(true);
    await expect(page).toHaveURL(/\/sandbox-game\/play/);
  });

  test('HOTMATCH-09 HOTMATCH-10 HOTMATCH-11 LANG-05 the shell popup lists the matches with day/month and time in the locale and play buttons, opened and closed by its flag', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Todas as partidas' }).click();
    const popup = page.getByTestId('hot-match-popup');
    await expect(popup.getByRole('listitem')).toHaveCount(4);
    await expect(popup.getByRole('listitem').first()).toContainText('Atlas FC – Boreal United');
    await expect(popup.locator('time').first()).toHaveText(/^\d{2}\/\d{2},? \d{2}:\d{2}$/);
    await expect(popup.getByRole('button', { name: 'Jogar' })).toHaveCount(4);
    await popup.getByRole('button', { name: /Fechar|Close/ }).click();
    await expect(popup).toHaveCount(0);
    await page.getByRole('button', { name: 'Todas as partidas' }).click();
    await page.getByTestId('hot-match-popup').getByRole('button', { name: 'Jogar' }).first().click();
    await expect(page).toHaveURL(/\/m\/login/);
  });

  test('POPULAR-01 POPULAR-02 POPULAR-03 POPULAR-04 POPULAR-05 tabs scroll in the spec order; each shows its vendors', async ({
    page,
  }) => {
    await page.goto('/m/home');
    const section = page.getByTestId('popular-games');
    const tabs = section.getByRole('tablist');
    await expect(tabs.getByRole('tab')).toHaveText([
      'Populares',
      'Esportes',
      'Ao vivo',
      'Pesca',
      'Da casa',
      'Cassino',
      'Cartas',
      'Esports',
      'Loteria',
      'Rinha de galo',
    ]);
    expect(await tabs.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
    expect(await tabs.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(section.getByRole('list', { name: 'Populares' }).getByRole('listitem').first()).toBeVisible();
    await tabs.getByRole('tab', { name: 'Esportes' }).click();
    const sports = section.getByRole('list', { name: 'Esportes' });
    await expect(sports.getByRole('link')).toHaveText(['SX Bet', 'CMD Sports']);
    await expect(sports.getByRole('link').first().locator('img')).toHaveAttribute('src', '/m/cdn/vendors/SXB.png');
    await sports.getByRole('link', { name: 'CMD Sports' }).click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=SPORTS&vassalage=CMD$/);
    await expect(
      page.getByRole('list', { name: 'Jogos' }).getByRole('listitem').first().locator('img'),
    ).toHaveAttribute('src', /CMD-SPORTS-/);
  });

  test('POPULAR-06 CALL-35 CALL-46 SESSION-23 lobby news on the hot tab; the LOTT tab covers popular, lottery and e-lottery, cached under lottList and elottList', async ({
    page,
  }) => {
    const newsCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/wps/relay/GLS2_lobbyNews');
    await page.goto('/m/home');
    await newsCall;
    await expect(page.getByTestId('popular-games').getByRole('list', { name: 'Notícias do salão' })).toContainText(
      'System maintenance',
    );
    const popularCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/lgw/games/popular');
    const elottCall = page.waitForRequest(
      (request) =>
        request.url().includes('/lgw/games/mobile') && new URL(request.url()).searchParams.get('prizeMode') === 'Elott',
    );
    await page.getByTestId('popular-games').getByRole('tab', { name: 'Loteria' }).click();
    await elottCall;
    await popularCall;
    const section = page.getByTestId('popular-games');
    await expect(section.getByRole('list', { name: 'Loterias populares' }).getByRole('listitem').first()).toBeVisible();
    await expect(
      section.getByRole('list', { name: 'Loteria', exact: true }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(section.getByRole('list', { name: 'Loteria eletrônica' }).getByRole('listitem').first()).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => [localStorage.getItem('lottList') !== null, localStorage.getItem('elottList') !== null]),
      )
      .toEqual([true, true]);
    await section.getByRole('list', { name: 'Loteria eletrônica' }).getByRole('button').first().click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fhome/);
  });

  test('POPULAR-07 I18N-06 I18N-07 a language change reloads the popular tabs in the new language', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('popular-games').getByRole('tab').first()).toHaveText('Populares');
    const reload = page.waitForRequest(
      (request) =>
        request.url().includes('GCSGAME_getVassGameType') &&
        new URL(request.url()).searchParams.get('language') === 'EN',
    );
    await page.getByTestId('language-switch').selectOption('EN');
    await reload;
    await expect(page.getByTestId('popular-games').getByRole('tab')).toHaveText([
      'Hot',
      'Sports',
      'Live',
      'Fishing',
      'In-house',
      'Casino',
      'Cards',
      'Esports',
      'Lottery',
      'Cockfighting',
    ]);
  });

  test('HOME-03 HOME-04 opening home while logged in loads favourites, wallet, merchant wallet and member info, at the top of the page', async ({
    page,
  }) => {
    await loginAs(page);
    await page.goto('/m/gameList?gameType=RNG');
    const wanted = [
      '/wps/relay/MCSFE_getFavoriteGames',
      '/wps/member/info/funds/consolidated',
      '/wps/member/info',
      '/wps/wallets/balance',
    ];
    const seen = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (wanted.includes(path)) seen.add(path);
    });
    await page.evaluate(() => window.scrollTo(0, 400));
    await page
      .getByRole('link', { name: /Início|Home/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect.poll(() => [...seen].sort()).toEqual([...wanted].sort());
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
  test('REL-01 POPULAR-01 a failed read of the popular games says so with a retry that recovers, never "no data"', async ({
    page,
    sandbox,
  }) => {
    await sandbox.fault('/wps/relay/GCSGAME_hotGamesV2', 'http500', { times: 20 });
    await sandbox.fault('/wps/relay/GCSGAME_getVassGameType', 'http500', { times: 20 });
    await page.goto('/m/home');
    const popular = page.getByTestId('popular-games');
    await expect(popular.getByTestId('popular-games-error')).toBeVisible({ timeout: 15_000 });
    await expect(popular.locator('[data-state="empty"]')).toHaveCount(0);
    await sandbox.clearFaults();
    await popular.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(popular.getByRole('listitem').first()).toBeVisible();
    await expect(popular.getByTestId('popular-games-error')).toHaveCount(0);
    await expect(popular.getByRole('tab')).not.toHaveCount(1);
  });
});
