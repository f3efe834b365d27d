/**
 * The named custom methods of AppDataProvider: every non-CRUD call of SPEC section 7. Per-kind paths come from
 * the adapters' configs; media URLs from src/domain/media.ts.
 */
import type { PrivacyAnswer } from '../domain/privacy';
import { INVITATION_ENDPOINTS } from '../domain/portalInvitationLinks';
import type { IssuedInvitation } from '../domain/portalInvitations';
import { isVideoStory, mediaUrl, type AnyVendor, type ImagePaths, type Story, type UserCounts, type VendorCounts } from '../domain';
import type { Capabilities } from '../domain/capabilities';
import { inSubQueue, offersFeature } from '../domain/vendorKinds/derive';
import type { AuditEntry, ReviewAction, ReviewRecord } from '../domain/review';
import type { CallDeskChange, CallDeskItem, CallNote } from '../domain/callDesk';
import type { GrievanceEvent, GrievanceRecord } from '../domain/grievances';
import type { BreachNoticeDraft } from '../domain/breaches';
import { DASHBOARD_COUNT_ENDPOINTS, endpointsOf } from '../domain/endpoints';
import { admins, breaches, callDesk, grievances, jobs, privacyRequests, reviews } from '../domain/resources';
import type { JobRecord } from '../domain/jobs';
import { WORK_PLAN_ENDPOINT, type WorkPlan } from '../domain/workPlan';
import { MESSAGE_ENDPOINTS, vendorRef } from '../domain/messageEndpoints';
import type { NewVendorMessage, PhoneOptIn, VendorLanguage, VendorMessage } from '../domain/decisionMessages';
import { isObject, type HttpClient } from './http';
import { fillPath } from './endpoint';
import type { BulkDecisionResult, DashboardCounts, ImageResource, ProfessionalCategoryOption, ReviewCounts, StoryItem, VendorImage, VendorQueueCounts, VendorRecord, VendorResource } from './records';
import { imageResourceActions } from './legacy';
import { listsWhat, toVendorRecord, type VendorKindConfig } from './legacy/vendorKind';
import { pagedQueueCounts } from './paged';
import { professionalCategoryOptionsEndpoint } from './legacy/professionalCategories';
import { fetchArray } from './legacy/lists';
import { isNothingThere, listOrEmpty } from './translate/lists';
import { fileName, renameVia, replaceImageVia, setActiveVia } from './legacy/imageActions';

export const dashboardEndpoints = endpointsOf({ ...DASHBOARD_COUNT_ENDPOINTS, workPlan: WORK_PLAN_ENDPOINT });

/** Review desk (capability reviewDesk, docs/review-desk.md). */
export const reviewEndpoints = endpointsOf(reviews.endpoints);

/** Admin accounts (and every admin's own password). */
export const adminEndpoints = endpointsOf(admins.endpoints);

/** The call desk (capability callDesk, docs/call-desk.md); its list and records are the resource `calldesk`. */
export const callDeskEndpoints = endpointsOf({ ...callDesk.endpoints, invitation: INVITATION_ENDPOINTS.issue });

/** The grievance desk (capability grievances, docs/grievances.md); its list and records are the resource `grievances`. */
export const grievanceEndpoints = endpointsOf(grievances.endpoints);

/** The job queue (capability jobQueue); its list is the resource `jobs`. */
export const jobEndpoints = endpointsOf(jobs.endpoints);

/** A grievance as GET /api/admin/grievances/{id} answers it. */
export type GrievanceDeskRecord = GrievanceRecord & { timeline?: GrievanceEvent[] };
export type GrievanceAction = 'acknowledge' | 'resolve' | 'reopen' | 'escalate';

/** The breach register (capability breachRegister, docs/breaches.md); its list and records are the resource `breaches`. */
export const breachEndpoints = endpointsOf(breaches.endpoints);

/** Data principal requests (capability privacy, docs/privacy.md); its list is the resource `privacyRequests`. */
export const privacyRequestEndpoints = endpointsOf(privacyRequests.endpoints);

/** A call-desk item as GET /api/calldesk/{id} answers it. */
export type CallDeskRecord = CallDeskItem & { timeline?: CallNote[] };

/** Messages on decisions (capability decisionMessages, docs/messages.md). */
export const messageEndpoints = endpointsOf(MESSAGE_ENDPOINTS);

export function createCustomMethods(
  http: HttpClient,
  capabilities: () => Promise<Capabilities>,
  vendorConfigs: Readonly<Record<VendorResource, VendorKindConfig>>,
) {
  const configOf = (resource: VendorResource) => {
    const config = vendorConfigs[resource];
    if (!config) throw new Error(`Unknown vendor resource "${String(resource)}"`);
    return config;
  };
  const media = (resource: VendorResource) => configOf(resource).media;
  const phoneKind = Object.values(vendorConfigs).find((config) => config.endpoints.verifyByPhone);
  /**
   * The approved vendor when the approve call answered its record (this server does); null otherwise (a legacy
   * backend answers a message), and the caller reads the lists afresh.
   */
  const approvedRecord = (config: VendorKindConfig, body: unknown, isIt: (record: VendorRecord) => boolean): VendorRecord | null => {
    if (!isObject(body) || body.user_id === undefined || body.user_id === null) return null;
    const record = toVendorRecord(config, body as unknown as AnyVendor, http.origin);
    return Number(record.verification) === 1 && isIt(record) ? record : null;
  };

  return {
    /** Approves a vendor (per kind endpoint); the vendor as it now is, where the answer carries it. */
    async approveVendor(resource: VendorResource, vendor: { user_id: number }): Promise<VendorRecord | null> {
      const config = configOf(resource);
      const body = await http.call(config.endpoints.approve, { params: { user_id: vendor.user_id }, what: 'app.provider.approveVendor' });
      return approvedRecord(config, body, (record) => Number(record.user_id) === Number(vendor.user_id));
    },
    /** "Verify Vendor" of the kind that declares `verifyByPhone` (vegetables): PUT /api/admin/verifyvendor/{phoneNumber}. */
    async verifyVegetableVendorByPhone(phoneNumber: string): Promise<VendorRecord | null> {
      const verifyByPhone = phoneKind?.endpoints.verifyByPhone;
      if (!phoneKind || !verifyByPhone) throw new Error('No vendor kind declares a verify-by-phone call');
      const body = await http.call(verifyByPhone, { params: { phoneNumber }, what: 'app.provider.verifyVendor' });
      return approvedRecord(phoneKind, body, (record) => record.phoneNumber === phoneNumber);
    },
    async vendorImages(resource: VendorResource, userId: number): Promise<VendorImage[]> {
      const what = 'app.provider.loadImages';
      const body = await http
        .call(configOf(resource).endpoints.images, { params: { user_id: userId }, what })
        .catch((error: unknown) => {
          if (isNothingThere(error)) return { imagePaths: [] };
          throw error;
        });
      const names = isObject(body) ? (body as Partial<ImagePaths>).imagePaths : undefined;
      return listOrEmpty<unknown>(names, what).map(String).map(
        (name): VendorImage => ({ name, url: mediaUrl(http.origin, media(resource).images, name) ?? '' }),
      );
    },
    async deleteVendorImage(resource: VendorResource, userId: number, imageName: string): Promise<void> {
      await http.call(configOf(resource).endpoints.deleteImage, { params: { user_id: userId, imageName }, what: 'app.provider.deleteImage' });
    },
    async uploadPoster(resource: VendorResource, userId: number, file: File): Promise<void> {
      const form = new FormData();
      form.append('user_id', String(userId));
      form.append('poster', file, fileName(file, 'poster'));
      await http.call(configOf(resource).endpoints.posterUpload, { form, what: 'app.provider.uploadPoster' });
    },
    async setPosterFromImage(resource: VendorResource, userId: number, imageName: string): Promise<void> {
      await http.call(configOf(resource).endpoints.posterFromImage, {
        json: { user_id: userId, poster: imageName },
        what: 'app.provider.setPoster',
      });
    },
    async vendorStories(resource: VendorResource, userId: number): Promise<StoryItem[]> {
      const stories = await fetchArray<Story>(
        http,
        configOf(resource).endpoints.stories,
        // Transport's SPEC path names the vendor {userId}; the others {user_id}.
        { user_id: userId, userId },
        undefined,
        'app.provider.loadStories',
      );
      return stories.map(
        (story): StoryItem => ({
          id: story.id,
          todaystory: story.todaystory,
          url: mediaUrl(http.origin, media(resource).stories, story.todaystory) ?? '',
          isVideo: isVideoStory(story.todaystory),
        }),
      );
    },
    async deleteStory(resource: VendorResource, storyId: number): Promise<void> {
      await http.call(configOf(resource).endpoints.deleteStory, { params: { storyId }, what: 'app.provider.deleteStory' });
    },
    /** Active flag of a category or subcategory (1 on, 0 off). */
    async setActive(resource: ImageResource, id: number, active: boolean): Promise<void> {
      await setActiveVia(http, imageResourceActions[resource], id, active);
    },
    /** Replaces a category or subcategory image with a new file. */
    async replaceImage(resource: ImageResource, id: number, file: File, currentImage: string | null): Promise<void> {
      await replaceImageVia(http, imageResourceActions[resource], id, file, currentImage);
    },
    /** Renames through the separate rename call; throws when the server answers without success. */
    async rename(resource: ImageResource, id: number, newName: string): Promise<void> {
      await renameVia(http, imageResourceActions[resource], id, newName);
    },
    async dashboardCounts(): Promise<DashboardCounts> {
      const [users, vendors] = await Promise.all([
        http.call(dashboardEndpoints.userCount, { what: 'app.provider.loadUserCounts' }) as Promise<UserCounts>,
        http.call(dashboardEndpoints.vendorCount, { what: 'app.provider.loadVendorCounts' }) as Promise<VendorCounts>,
      ]);
      return { users, vendors };
    },
    /** The dashboard's work plan (capability workPlan): queues and their ages, weeks, funnel, since the last visit. */
    async workPlan(): Promise<WorkPlan> {
      return (await http.call(dashboardEndpoints.workPlan, { what: 'app.provider.loadWorkPlan' })) as WorkPlan;
    },
    /** What the backend offers beyond SPEC section 7 (probed once; the legacy core when it offers nothing). */
    capabilities: (): Promise<Capabilities> => capabilities(),
    /** The short professional category list (GET /admin/professional/category), for pickers. */
    async professionalCategoryOptions(): Promise<ProfessionalCategoryOption[]> {
      return fetchArray<ProfessionalCategoryOption>(http, professionalCategoryOptionsEndpoint);
    },
    /** Review desk (capability reviewDesk): how many vendors wait in each state. */
    async reviewCounts(): Promise<ReviewCounts> {
      return (await http.call(reviewEndpoints.counts, { what: 'app.provider.loadReviewCounts' })) as ReviewCounts;
    },
    /** Changes a call request's state, assignee or follow-up date; answers the item with its timeline. */
    async changeCallDeskItem(id: number, change: CallDeskChange): Promise<CallDeskRecord> {
      return (await http.call(callDeskEndpoints.update, { params: { id }, json: change, what: 'app.provider.changeNotSaved' })) as CallDeskRecord;
    },
    async addCallNote(id: number, body: string): Promise<CallDeskRecord> {
      return (await http.call(callDeskEndpoints.note, { params: { id }, json: { body }, what: 'app.provider.noteNotSaved' })) as CallDeskRecord;
    },
    /** Turns the caller into an unverified application of `kind`; answers the new vendor's id (and its first portal invitation). */
    async convertCallRequest(
      id: number,
      kind: string,
      /** The privacy notice read out (capability privacy, docs/privacy.md): its language and the optional reminders consent. */
      consent?: { noticeLanguage: 'en' | 'ta'; reminders: boolean },
    ): Promise<{ vendor_id: number; kind: string; item: CallDeskRecord; invitation?: IssuedInvitation }> {
      return (await http.call(callDeskEndpoints.convert, { params: { id }, json: { kind, ...(consent ?? {}) }, what: 'app.provider.applicationNotCreated' })) as {
        vendor_id: number;
        kind: string;
        item: CallDeskRecord;
        invitation?: IssuedInvitation;
      };
    },
    /** A new single-use portal link for the request's vendor (capability portalInvitations). */
    async issuePortalInvitation(id: number): Promise<IssuedInvitation> {
      return (await http.call(callDeskEndpoints.invitation, { params: { id }, json: {}, what: 'app.provider.invitationNotCreated' })) as IssuedInvitation;
    },
    async callDeskAssignees(): Promise<{ id: number; name: string; role: string }[]> {
      return listOrEmpty(await http.call(callDeskEndpoints.assignees, { what: 'app.provider.loadAssignees' }), 'Could not read the assignees');
    },
    /** A grievance's action (acknowledge, resolve with its reason, reopen, escalate); answers it with its timeline. */
    async grievanceAction(id: number, action: GrievanceAction, text?: string): Promise<GrievanceDeskRecord> {
      const json = action === 'resolve' ? { resolution: text } : action === 'acknowledge' ? {} : { reason: text || undefined };
      return (await http.call(grievanceEndpoints[action], { params: { id }, json, what: 'app.provider.grievanceNotChanged' })) as GrievanceDeskRecord;
    },
    async assignGrievance(id: number, assigneeId: number | null): Promise<GrievanceDeskRecord> {
      return (await http.call(grievanceEndpoints.update, { params: { id }, json: { assignee_id: assigneeId }, what: 'app.provider.assignmentNotSaved' })) as GrievanceDeskRecord;
    },
    async addGrievanceNote(id: number, body: string): Promise<GrievanceDeskRecord> {
      return (await http.call(grievanceEndpoints.note, { params: { id }, json: { body }, what: 'app.provider.noteNotSaved' })) as GrievanceDeskRecord;
    },
    async grievanceAssignees(): Promise<{ id: number; name: string; role: string }[]> {
      return listOrEmpty(await http.call(grievanceEndpoints.assignees, { what: 'app.provider.loadAssignees' }), 'Could not read the assignees');
    },
    /** The month's grievances (YYYY-MM, India time) as CSV text, for audits. */
    async grievanceExport(month: string): Promise<string> {
      const answer = await http.request(`${http.origin}${grievanceEndpoints.export.path}?month=${encodeURIComponent(month)}`);
      return answer.body;
    },
    /**
     * A breach's notice in English and Tamil, and the vendors it goes to. Never from the read cache: the breach is
     * changed through the resource's update, which the cache does not see, and the notice must say what was saved.
     */
    async breachNotice(id: number): Promise<BreachNoticeDraft> {
      const answer = await http.request(`${http.origin}${fillPath(breachEndpoints.notice.path, { id })}`);
      return answer.json as BreachNoticeDraft;
    },
    /** Queues the notice to each vendor affected and not yet told, in their language. */
    async notifyBreach(id: number): Promise<{ queued: number; alreadyNotified: number; delivered: boolean }> {
      return (await http.call(breachEndpoints.notify, { params: { id }, json: {}, what: 'app.breaches.notifyFailed' })) as { queued: number; alreadyNotified: number; delivered: boolean };
    },
    /**
     * Completes an open request with the answer its kind takes (PRIVACY_ANSWERS): a correction corrected (the fields
     * written) or refused, an erasure erased (as the portal erases) or refused, an access request refused; a refusal
     * carries the reason the person reads.
     */
    async answerPrivacyRequest(id: number, answer: PrivacyAnswer): Promise<unknown> {
      return http.call(privacyRequestEndpoints.complete, { params: { id }, json: answer, what: 'app.privacyRequests.answer.failed' });
    },
    /** Queues a dead job again, its attempts from zero (capability jobQueue); answers the job. 409: it is not dead. */
    async retryJob(id: number): Promise<JobRecord> {
      return (await http.call(jobEndpoints.retry, { params: { id }, json: {}, what: 'app.provider.retryJob' })) as JobRecord;
    },
    /** One decision with its reason; answers the review after it (409 impossible, 400 reason or poster). */
    async decideReview(id: number, action: ReviewAction, reason?: string): Promise<ReviewRecord> {
      return (await http.call(reviewEndpoints.decision, { params: { id }, json: { action, reason }, what: 'app.provider.decisionNotRecorded' })) as ReviewRecord;
    },
    /** The same decision for several vendors, each under the same rules. */
    async decideReviews(ids: number[], action: ReviewAction, reason?: string): Promise<BulkDecisionResult[]> {
      const body = await http.call(reviewEndpoints.bulk, { json: { ids, action, reason }, what: 'app.provider.decisionsNotRecorded' });
      return listOrEmpty<BulkDecisionResult>(isObject(body) ? body.results : undefined, 'Could not read the decisions');
    },
    async claimReview(id: number): Promise<ReviewRecord> {
      return (await http.call(reviewEndpoints.claim, { params: { id }, what: 'app.provider.claimVendor' })) as ReviewRecord;
    },
    async releaseReview(id: number): Promise<ReviewRecord> {
      return (await http.call(reviewEndpoints.release, { params: { id }, what: 'app.provider.releaseVendor' })) as ReviewRecord;
    },
    /** One vendor's timeline, oldest first. */
    async reviewHistory(id: number): Promise<AuditEntry[]> {
      const body = await http.call(reviewEndpoints.history, { params: { id }, what: 'app.provider.loadHistory' });
      return listOrEmpty<AuditEntry>(body, 'Could not read the history');
    },
    /** Records a message the admin sent by hand (wa.me, a copied SMS or e-mail); answers the outbox row. */
    async recordVendorMessage(message: NewVendorMessage): Promise<VendorMessage> {
      return (await http.call(messageEndpoints.record, { json: message, what: 'app.provider.messageNotRecorded' })) as VendorMessage;
    },
    /** A vendor's messages, newest first. */
    async vendorMessages(kind: string, userId: number): Promise<VendorMessage[]> {
      const list = { ...messageEndpoints.list, path: `${messageEndpoints.list.path}?vendor={vendor}` };
      const body = await http.call(list, { params: { vendor: vendorRef(kind, userId) }, what: 'app.provider.loadMessages' });
      return listOrEmpty<VendorMessage>(body, 'Could not read the messages');
    },
    /** The language the vendor used in the portal, to start a message in (null when not known). */
    async vendorLanguage(userId: number): Promise<VendorLanguage> {
      return (await http.call(messageEndpoints.language, { params: { user_id: userId }, what: 'app.provider.loadVendorLanguage' })) as VendorLanguage;
    },
    async phoneOptIn(phone: string): Promise<PhoneOptIn> {
      return (await http.call(messageEndpoints.readOptIn, { params: { phone }, what: 'app.provider.loadOptIn' })) as PhoneOptIn;
    },
    async setPhoneOptIn(phone: string, optedIn: boolean): Promise<PhoneOptIn> {
      return (await http.call(messageEndpoints.optIn, { params: { phone }, json: { opted_in: optedIn }, what: 'app.provider.optInNotSaved' })) as PhoneOptIn;
    },
    /** The logged-in admin's own password. */
    async changeOwnPassword(currentPassword: string, newPassword: string): Promise<void> {
      await http.call(adminEndpoints.ownPassword, { json: { currentPassword, newPassword }, what: 'app.provider.passwordNotChanged' });
    },
    /** How many vendors wait in, and were approved from, each queue; a queue the backend cannot list is absent. */
    async vendorCounts(): Promise<VendorQueueCounts> {
      const offered = await capabilities();
      const listed = Object.values(vendorConfigs).filter((config) => offersFeature(offered, config.declaration, 'lists'));
      if (offered.has('pagedLists')) return pagedQueueCounts(http, listed);
      const counts: VendorQueueCounts = {};
      await Promise.all(
        listed.map(async (config) => {
          const { resource, endpoints, declaration } = config;
          // The same reads (and texts) as the lists themselves: the read cache shares a request with a list shown now.
          const what = listsWhat(config);
          const [unverified, verified] = await Promise.all([
            fetchArray<AnyVendor>(http, endpoints.unverifiedList, undefined, undefined, what),
            fetchArray<AnyVendor>(http, endpoints.verifiedList, undefined, undefined, what),
          ]);
          counts[resource] = { unverified: unverified.length, verified: verified.length };
          for (const sub of declaration.behaviour?.subQueues ?? []) {
            const count = (vendors: AnyVendor[]) => vendors.filter((vendor) => inSubQueue(sub, vendor)).length;
            counts[`${resource}/${sub.path}`] = { unverified: count(unverified), verified: count(verified) };
          }
        }),
      );
      return counts;
    },
  };
}
