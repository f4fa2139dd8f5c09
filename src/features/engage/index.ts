/** Engagement (issue 14): pages load through the route table; invite friends is composed by the member area. */
export { InviteFriends } from './invite-friends';
