/** The server's own view, read over HTTP with an admin session, to compare the admin screens against. */
import { TEST_ADMIN } from '../helpers/server';

export interface ApiVendor {
  id: number;
  user_id: number;
  name: string;
  phoneNumber: string;
  poster: string | null;
}

export class AdminApi {
  private constructor(private readonly url: string, private readonly cookie: string) {}

  static async login(url: string): Promise<AdminApi> {
    const res = await fetch(`${url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    if (res.status !== 200) throw new Error(`API login failed: ${res.status}`);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    return new AdminApi(url, cookie);
  }

  async get<T>(path: string): Promise<T> {
    const res = await fetch(`${this.url}${path}`, { headers: { cookie: this.cookie } });
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  vegetables(verified: boolean): Promise<ApiVendor[]> {
    return this.get(`/api/vegetable/${verified ? 'verified' : 'unverified'}/list`);
  }

  async images(userId: number): Promise<string[]> {
    return (await this.get<{ imagePaths: string[] }>(`/vegetable/storeimage/${userId}`)).imagePaths;
  }

  stories(userId: number): Promise<{ id: number; todaystory: string }[]> {
    return this.get(`/vegetable/vendor/stories/${userId}`);
  }
}
