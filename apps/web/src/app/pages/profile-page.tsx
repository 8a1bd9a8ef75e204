import { ChangePasswordForm, SessionsSection, useAuth } from '../../features/auth';
import { ProfileForm } from '../../features/profile';

export function ProfilePage() {
  const { user, setUser } = useAuth();
  if (!user) return null;
  return (
    <div className="max-w-3xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold">Profile</h1>
        <p className="text-slate-700 dark:text-slate-300">
          Level {user.level} · {user.points} points
        </p>
      </div>
      <ProfileForm user={user} onSaved={setUser} />
      <ChangePasswordForm />
      <SessionsSection />
    </div>
  );
}
