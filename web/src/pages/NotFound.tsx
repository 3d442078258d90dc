import type { ReactElement } from 'react';
import { Link } from 'react-router';

export function NotFound(): ReactElement {
  return (
    <main className="page" id="main">
      <h1>Nothing here</h1>
      <p>
        This page does not exist. <Link to="/">Back to the games</Link>.
      </p>
    </main>
  );
}
