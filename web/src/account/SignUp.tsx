/**
 * Making an account from the guest this browser is: a name, then a passkey or a password.
 * Everything the guest played becomes the account's.
 */
import { useState, type ReactElement, type SyntheticEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { backPath, otherAuthPage } from '../competitions/joinLink.ts';
import { authWords, passkeyWords } from './authWords.ts';
import { signUpWithPasskey } from './claim.ts';
import { authClient } from './client.ts';
import { guestMade } from './useMe.ts';
import { NameField, PasswordField, Refusal } from './fields.tsx';
import './account.css';

export function SignUp(): ReactElement {
  const navigate = useNavigate();
  // Back where signing in or up was asked for (a competition's link), else the account page.
  const [params] = useSearchParams();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const done = () => {
    void navigate(backPath(params.get('back')));
  };

  const withPassword = async (event: SyntheticEvent) => {
    event.preventDefault();
    setBusy(true);
    await guestMade();
    // The server keeps no e-mail address: it fills this field with a placeholder of its own.
    const answer = await authClient.signUp.email({ username: name, password, name, email: '' });
    setBusy(false);
    if (answer.error) setRefusal(authWords(answer.error));
    else done();
  };

  const withPasskey = async () => {
    if (name.trim() === '') {
      setRefusal('Choose a name first.');
      return;
    }
    setBusy(true);
    try {
      const outcome = await signUpWithPasskey(name);
      if (outcome.ok) done();
      else setRefusal(authWords(outcome.error));
    } catch (error) {
      setRefusal(passkeyWords(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="page account-page" id="main">
      <h1>Sign up</h1>
      <p className="lead">
        Keep your name, games and seats on every device. Have an account?{' '}
        <Link to={otherAuthPage('/sign-in', params.get('back'))}>Sign in</Link>.
      </p>
      <Refusal words={refusal} />
      <form className="fields account-form" onSubmit={(event) => void withPassword(event)}>
        <NameField
          value={name}
          onChange={setName}
          hint="Shown to other players. Letters, digits, spaces and emoji; 3 to 40 characters."
        />
        <div>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void withPasskey()}
          >
            Use a passkey
          </button>
        </div>
        <p className="account-or">or choose a password</p>
        <PasswordField value={password} onChange={setPassword} fresh />
        <div>
          <button type="submit" className="button" disabled={busy}>
            Sign up with a password
          </button>
        </div>
      </form>
    </main>
  );
}
