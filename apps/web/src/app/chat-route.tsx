import { LoadingScreen } from '../components/ui/loading-screen.tsx';
import { useUser } from '../features/auth/api/get-user.ts';
import { ChatPage } from '../features/chat/chat-page.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';

/** Spec §2.5: a signed-out visitor reaching the chat area sees the dark landing chat screen. */
export function ChatRoute() {
  const { data: user, isPending } = useUser();
  if (isPending) return <LoadingScreen />;
  return user ? <ChatPage /> : <LandingPage variant="dark" />;
}
