/** The header's account control: who this browser is (a guest or an account's name). */
import type { ReactElement } from 'react';
import { NavLink } from 'react-router';
import { useMe } from './useMe.ts';
import './account.css';

export function AccountControl(): ReactElement {
  const { me } = useMe();
  return (
    <div className="account-control" data-testid="account-control">
      {me && !me.guest ? (
        <NavLink to="/account" className="account-control__me" data-player={me.id}>
          {me.name}
        </NavLink>
      ) : (
        <>
          <span className="account-control__guest" data-player={me?.id ?? ''}>
            Guest
          </span>
          <NavLink to="/sign-in">Sign in</NavLink>
          <NavLink to="/sign-up">Sign up</NavLink>
        </>
      )}
    </div>
  );
}
