import path from 'node:path';
import type { ModuleContext } from '../../lib/module-context';
import type { AuthService } from '../auth';
import { createLocalFileStorage, type FileStorage } from './file-storage';
import { uploadFileRoutes, uploadRoutes } from './uploads.routes';
import { createUploadsService, type UploadsService } from './uploads.service';

/**
 * Builds uploads (files in DATA_DIR/uploads unless a storage is given), adds POST /api/uploads,
 * and serves the public folders (avatars, group pictures) at GET /uploads/* on the root,
 * outside `/api` and its guard. The messages module takes the files sent to `messages`.
 */
export async function registerUploadsModule(
  ctx: ModuleContext,
  deps: { auth: Pick<AuthService, 'setAvatarUrl'>; storage?: FileStorage | undefined },
): Promise<UploadsService> {
  const uploads = createUploadsService({
    storage: deps.storage ?? createLocalFileStorage(path.join(ctx.config.dataDir, 'uploads')),
    setAvatarUrl: deps.auth.setAvatarUrl,
    onOrphan: (key, error) =>
      ctx.app.log.warn({ err: error, key }, 'could not delete an old upload'),
  });
  ctx.api.register(uploadRoutes, { uploads });
  await ctx.app.register(uploadFileRoutes, { uploads });
  return uploads;
}
