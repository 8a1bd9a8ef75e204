import { ChangePasswordForm, SessionsSection, useAuth } from '../../features/auth';
import { AvatarUpload, ProfileForm } from '../../features/profile';
import { UserAvatar } from '../shell/user-avatar';

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
      <AvatarUpload
        user={user}
        avatar={<UserAvatar name={user.full_name} avatarUrl={user.avatar_url} size="lg" />}
        onUploaded={setUser}
      />
      <ProfileForm user={user} onSaved={setUser} />
      <ChangePasswordForm />
      <SessionsSection />
    </div>
  );
}
