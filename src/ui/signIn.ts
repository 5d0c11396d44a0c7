// How a view in src/ui offers "Sign in again" without reading the session (the layer rules keep src/ui below it):
// the app provides the session actor's `user.signIn` here, and an expired-session message shows the button. While
// the shell's own prompt says the session has expired (`prompting`), a failure for that reason leaves it to the prompt,
// so it is said once.
import { createContext, useContext } from 'react';

export interface SignIn {
  signIn?: () => void;
  prompting: boolean;
}

export const SignInContext = createContext<SignIn>({ prompting: false });

export const useSignIn = () => useContext(SignInContext);
