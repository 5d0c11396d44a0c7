// How a view in src/ui offers "Sign in again" without reading the session (the layer rules keep src/ui below it):
// the app provides the session actor's `user.signIn` here, and an expired-session message shows the button.
import { createContext, useContext } from 'react';

export const SignInContext = createContext<(() => void) | undefined>(undefined);

export const useSignIn = () => useContext(SignInContext);
