import { Button, EmptyState } from '@diy/ui';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <EmptyState
      title="Page not found"
      body="The page you asked for does not exist or has moved."
      action={<Button onClick={() => navigate('/apps')}>Go to home</Button>}
    />
  );
}
