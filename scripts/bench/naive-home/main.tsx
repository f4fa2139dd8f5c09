import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';

/**
 * The naive reference of issue 35: a home page as a one-page React app is
 * commonly written — an empty root, one bundle, the page's data fetched after
 * the code has run, then drawn. No stamped first view, no split code, no
 * deferred work. `npm run bench` measures it in interleaved pairs with the
 * product's home (naive-reference.ts), so "home's TBT no more than the naive
 * page's" is judged on the same machine at the same moment.
 */

interface HomeAnswer {
  readonly banner: string;
  readonly games: ReadonlyArray<{ readonly id: number; readonly name: string; readonly hue: number }>;
}

const Bar = styled.header`
  display: flex;
  align-items: center;
  height: 48px;
  padding: 0 12px;
  background: #14213d;
  color: #fff;
  font:
    600 18px system-ui,
    sans-serif;
`;
const Banner = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 750 / 300;
  object-fit: cover;
`;
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 8px;
  margin: 0;
  padding: 12px;
  list-style: none;
`;
const Tile = styled.li<{ $hue: number }>`
  display: grid;
  place-items: end center;
  aspect-ratio: 1;
  border-radius: 8px;
  padding: 6px;
  background: hsl(${(props) => props.$hue} 60% 40%);
  color: #fff;
  font:
    13px system-ui,
    sans-serif;
`;

function Home() {
  const [answer, setAnswer] = useState<HomeAnswer | null>(null);
  useEffect(() => {
    void fetch('/home.json')
      .then((response) => response.json() as Promise<HomeAnswer>)
      .then(setAnswer);
  }, []);
  return (
    <main>
      <Bar>
        <Link to="/" style={{ color: 'inherit', textDecoration: 'none' }}>
          Lobby
        </Link>
      </Bar>
      {answer ? (
        <>
          <Banner src={answer.banner} alt="Welcome bonus" />
          <Grid>
            {answer.games.map((game) => (
              <Tile key={game.id} $hue={game.hue}>
                {game.name}
              </Tile>
            ))}
          </Grid>
        </>
      ) : (
        <p>Loading…</p>
      )}
    </main>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<Home />} />
      </Routes>
    </BrowserRouter>,
  );
