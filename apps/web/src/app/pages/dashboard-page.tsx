import { useAuth } from '../../features/auth';

export function DashboardPage() {
  const { user } = useAuth();
  const firstName = user?.full_name.split(/\s+/)[0] || 'Learner';
  return (
    <div className="space-y-2">
      <h1 className="text-2xl font-bold">Welcome back, {firstName}!</h1>
      {user ? (
        <p className="text-slate-700 dark:text-slate-300">
          Level {user.level} · {user.points} points
        </p>
      ) : null}
    </div>
  );
}
