import { useNavigate } from 'react-router';
import { LandingPage } from '@/features/landing';

export function Component() {
  const navigate = useNavigate();
  return <LandingPage navigate={(to, state) => void navigate(to, { state })} />;
}
