/**
 * A host app of another hospital: renders every public component of @doctor-console/ui with the
 * demo fixtures (their images inline, no server); the chat workbench over the host's own
 * ChatTransport (memory-chat-transport.ts). Each component sits in a <section> named after
 * it, so the browser check can find it; the host's own elements (`#host-box` with Tailwind's p-4 / text-sm, `#host-plain` with plain CSS)
 * are styled by the host.
 */
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { fixtures, withDemoImages } from "@doctor-console/domain/fixtures";
import {
  articleStatus,
  avatarFileRule,
  hasRejectedPrescription,
  isAwaitingDoctor,
  isCommentReplied,
  isScreeningDue,
  longestWaiting,
  nextScreening,
  orderInListState,
  pendingOrderTotal,
  studioGate,
  waitedLabel,
  waitedMs,
  worklistTexts,
  type ConsultationOrder,
  type NutritionPatient,
  type NutritionProduct,
  type RescreenDueEntry,
  type ScoredRecord,
} from "@doctor-console/domain";
import * as P from "@doctor-console/ui/primitives";
import { AppShell, Footer, ICP_LOOKUP_URL, SideMenu, SideMenuTrigger, TabBar, TopBar, UserMenu, Worklist, type WorklistEntry } from "@doctor-console/ui/shell";
import { LoginForm, LoginPanel, QrLogin } from "@doctor-console/ui/auth";
import * as O from "@doctor-console/ui/orders";
import * as N from "@doctor-console/ui/nutrition";
import { ProfileCard, ProfileForm, VerificationDocuments } from "@doctor-console/ui/profile";
import * as Pub from "@doctor-console/ui/publishing";
import { ChatBubble, ChatWorkbench, Composer, ConversationList, ConversationListItem, MessageThread } from "@doctor-console/ui/chat";
import { apiSmoke } from "./api-types";
import { createMemoryChatTransport, demoChat } from "./memory-chat-transport";
import { patientChatLink } from "./patient-chat-link";

const data = withDemoImages(fixtures);
const zhang = data.accounts[0]!;
const orders = data.orders;
const withPrescription = orders.find((o) => o.prescription && o.prescription.drugsList.length > 0) ?? orders[0]!;
const products = data.products;
const never = () => new Promise<never>(() => {});
const loadProducts = async (query: string): Promise<NutritionProduct[]> => products.filter((p) => p.nourishmentName.includes(query));
const uploadImage = async (file: File) => URL.createObjectURL(file);
const svgPath = "M4 12h16";
const now = data.today;

// The host's own routes, where the components' links lead.
const chatHref = (order: ConsultationOrder) => (order.state === 2 ? `#/chat/${order.payRecordId}` : null);
const menuItems = [
  { route: "/", label: "首页" },
  { route: "/patient", label: "我的患者" },
  { route: "/nutrition", label: "营养管理" },
  { route: "/publishing", label: "发布管理" },
];

// Nutrition over time, from the fixtures as the reference server derives it: a patient's scores
// decide the next screening (domain's `nextScreening`), prescriptions belong by name and phone.
const nutritionPatients = data.nutritionPatients.filter((p) => p.customerId === zhang.customerId);
const searchPatients = async (query: string): Promise<NutritionPatient[]> => nutritionPatients.filter((p) => p.npName.includes(query) || p.npPhone.includes(query));
const screeningsOf = (p: NutritionPatient) => data.screenings.filter((s) => s.nutritionPatientId === p.nutritionPatientId);
const evaluationsOf = (p: NutritionPatient) => data.pgsgaRecords.filter((e) => e.nutritionPatientId === p.nutritionPatientId);
function nextOf(p: NutritionPatient) {
  const records: ScoredRecord[] = [
    ...screeningsOf(p).map((s) => ({ kind: "nrs2002" as const, createDate: s.createDate, totalScore: s.totalScore })),
    ...evaluationsOf(p).map((e) => ({ kind: "pgsga" as const, createDate: e.createDate, totalScore: e.totalScore })),
  ];
  const next = nextScreening(records, p.createDate);
  return { kind: next.kind, dueDate: next.dueDate, reason: next.reason, due: isScreeningDue(next, now) };
}
const rescreenDue: RescreenDueEntry[] = nutritionPatients
  .map((patient) => ({ patient, next: nextOf(patient) }))
  .filter((e) => e.next.due)
  .sort((a, b) => a.next.dueDate.localeCompare(b.next.dueDate));
// A patient followed over time: screened and assessed (their prescriptions found by name and phone).
const followed = nutritionPatients.find((p) => screeningsOf(p).length > 0 && evaluationsOf(p).length > 0) ?? nutritionPatients[0]!;

// The home's worklist, counted from the signed-in doctor's lists in the fixtures.
const mine = <T extends { customerId: number }>(rows: readonly T[]) => rows.filter((r) => r.customerId === zhang.customerId);
const pendingConsultations = mine(orders).filter((o) => orderInListState(o, 0));
const faceToFace = mine(orders).filter((o) => orderInListState(o, 4));
const oldest = longestWaiting(pendingConsultations);
const pendingTotal = pendingOrderTotal(pendingConsultations.length, faceToFace);
const worklistEntries: WorklistEntry[] = [
  { id: "pendingConsultations", label: worklistTexts.pendingConsultations, value: pendingConsultations.length, href: "#/patient?list=0" },
  { id: "pendingFaceToFace", label: worklistTexts.pendingFaceToFace, value: faceToFace.filter(isAwaitingDoctor).length, href: "#/patient?list=4" },
  {
    id: "longestWait",
    label: worklistTexts.longestWait,
    value: oldest ? waitedLabel(waitedMs(oldest, now)) : worklistTexts.noWait,
    hint: oldest?.patient?.patientName,
    attention: oldest !== null,
    href: "#/patient?list=0&sort=waited",
  },
  { id: "unrepliedComments", label: worklistTexts.unrepliedComments, value: mine(data.comments).filter((c) => !isCommentReplied(c)).length, href: "#/comments" },
  { id: "rejectedPrescriptions", label: worklistTexts.rejectedPrescriptions, value: mine(orders).filter((o) => orderInListState(o, 5) && hasRejectedPrescription(o)).length, href: "#/patient?list=5" },
  { id: "rejectedArticles", label: worklistTexts.rejectedArticles, value: mine(data.articles).filter((a) => articleStatus(a) === "rejected").length, href: "#/articles" },
  { id: "rescreenDue", label: worklistTexts.rescreenDue, value: rescreenDue.length, href: "#/nutrition/rescreen" },
];

// The chat: conversations of the accepted and finished orders, as the host's provider holds them.
const chat = demoChat(orders);
const openConversation = chat.conversations.find((c) => !c.readOnly) ?? chat.conversations[0]!;
const openThread = chat.threads[openConversation.id]!;

// 已接诊 rows: two accepted orders (with 发消息) and one in progress.
const inProgress = [...orders.filter((o) => o.state === 2).slice(0, 2), orders.find((o) => o.state === 1)!];
// The host adds its own action to the row's list: 打印处方, where the order has a prescription.
const rowActions: O.OrderRowAction[] = [
  ...O.acceptedOrderActions,
  { id: "print", render: (order) => (order.prescription ? <a href={`#/prescription/${order.payRecordId}`}>打印处方</a> : null) },
];

function Section({ name, children }: { name: string; children: ReactNode }) {
  return (
    <section aria-label={name} data-component={name} className="consumer-section">
      <h2 className="consumer-heading">{name}</h2>
      {children}
    </section>
  );
}

function PatientFieldsDemo() {
  const form = useForm({ defaultValues: N.emptyNutritionPatient });
  return (
    <P.Form {...form}>
      <N.NutritionPatientFields control={form.control as unknown as N.NutritionPatientControl} />
      <N.LiveBmi control={form.control as unknown as N.NutritionPatientControl} />
    </P.Form>
  );
}

function FormDemo() {
  const form = useForm({ defaultValues: { note: "" } });
  return (
    <P.Form {...form}>
      <P.FormField
        control={form.control}
        name="note"
        render={({ field }) => (
          <P.FormItem>
            <P.FormLabel>备注</P.FormLabel>
            <P.FormControl>
              <P.Input {...field} />
            </P.FormControl>
            <P.FormDescription>表单说明</P.FormDescription>
            <P.FormMessage />
          </P.FormItem>
        )}
      />
    </P.Form>
  );
}

/** A phone's shell: the trigger opens the side menu as a drawer below 1024 px; a choice closes it. */
function PhoneMenuDemo() {
  const [open, setOpen] = useState(false);
  const [route, setRoute] = useState("/patient");
  return (
    <div>
      <TopBar title="医生工作台" menuButton={<SideMenuTrigger open={open} onOpenChange={setOpen} controls="host-phone-menu" />} />
      <div style={{ display: "flex", minHeight: 200 }}>
        <SideMenu
          items={menuItems}
          activeRoute={route}
          drawerOpen={open}
          onDrawerOpenChange={setOpen}
          drawerId="host-phone-menu"
          // The host's router link (the menu closes its drawer on a choice by itself).
          renderLink={(props) => (
            <a
              {...props}
              onClick={(event) => {
                event.preventDefault();
                setRoute(props.href);
              }}
            />
          )}
        />
        <p id="host-phone-route">当前：{route}</p>
      </div>
    </div>
  );
}

/** The chat workbench over the host's own transport; the button speaks for the patient, as the provider would report it. */
function ChatWorkbenchDemo() {
  const [transport] = useState(() => createMemoryChatTransport(orders));
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <P.Button variant="outline" disabled={!open} onClick={() => open && transport.patientSays(open, "医生，今天饭后不胀了。")}>
        模拟患者来信
      </P.Button>
      <div style={{ height: 560, display: "grid" }}>
        <ChatWorkbench
          transport={transport}
          openOrderId={openConversation.orderId}
          value={open}
          onValueChange={setOpen}
          renderConversationActions={(c) => <a href={`#/patient/${c.orderId}`}>查看订单</a>}
        />
      </div>
    </>
  );
}

/** The composer alone: what it hands over is the host's to send. */
function ComposerDemo() {
  const [sent, setSent] = useState<string[]>([]);
  return (
    <>
      <Composer onSendText={(text) => setSent((all) => [...all, text])} onSendImage={(file) => setSent((all) => [...all, `[图片] ${file.name}`])} />
      <output id="host-composer-sent">{sent.length ? `已交给主机：${sent.at(-1)}` : "尚未发送"}</output>
    </>
  );
}

/** The conversation list controlled by the host: the open one is the host's state. */
function ConversationListDemo() {
  const [open, setOpen] = useState<string | null>(openConversation.id);
  return (
    <div style={{ width: 300, height: 420, display: "flex" }}>
      <ConversationList conversations={chat.conversations} value={open} onValueChange={setOpen} now={now} />
    </div>
  );
}

function KnownPatientDemo() {
  const [chosen, setChosen] = useState<NutritionPatient | null>(null);
  return (
    <>
      <N.KnownPatientField loadOptions={searchPatients} onChoose={setChosen} />
      <output id="host-known-patient">{chosen ? `已选择：${chosen.npName}` : "未选择"}</output>
    </>
  );
}

/** A controlled dialog with the button that opens it. */
function Opener({ label, children }: { label: string; children: (open: boolean, setOpen: (open: boolean) => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <P.Button onClick={() => setOpen(true)}>{label}</P.Button>
      {children(open, setOpen)}
    </>
  );
}

function ConfirmHookDemo() {
  const confirm = P.useConfirm();
  return <P.Button onClick={() => void confirm({ title: "确认操作？" })}>useConfirm</P.Button>;
}

export function App() {
  const [page, setPage] = useState(1);
  const icons = Object.entries(P).filter(([name]) => name.endsWith("Icon")) as [string, (props: { className?: string }) => ReactNode][];
  void svgPath;
  void apiSmoke;
  return (
    <P.TooltipProvider>
      <P.ConfirmProvider>
        <main>
          <h1 id="host-title">Host app</h1>
          <div id="host-box" className="p-4 text-sm">Host element</div>
          <div id="host-plain" className="host-plain">Host element styled by the host's own CSS</div>
          <p id="host-para" className="host-para">Host paragraph</p>

          <Section name="Icons">
            {icons.map(([name, Icon]) => (
              <span key={name} data-icon={name}>
                <Icon className="size-4" />
              </span>
            ))}
          </Section>
          <Section name="Spinner"><P.Spinner label="加载中" /></Section>
          <Section name="VisuallyHidden"><P.VisuallyHidden>隐藏文字</P.VisuallyHidden><span>可见文字</span></Section>
          <Section name="Button"><P.Button>主要按钮</P.Button><P.Button variant="outline">次要按钮</P.Button></Section>
          <Section name="Label"><P.Label htmlFor="plain-input" required>姓名</P.Label><P.Input id="plain-input" defaultValue="张明远" /></Section>
          <Section name="PasswordInput"><P.Label htmlFor="pw">密码</P.Label><P.PasswordInput id="pw" defaultValue="doctor123" /></Section>
          <Section name="Textarea"><P.Label htmlFor="ta">病情描述</P.Label><P.Textarea id="ta" defaultValue="胃胀" /></Section>
          <Section name="Form"><FormDemo /></Section>
          <Section name="Field">
            <P.Field label="手机号" description="11 位手机号">
              <P.Input defaultValue="13800138000" />
            </P.Field>
          </Section>
          <Section name="Select">
            <P.Select defaultValue="1">
              <P.SelectTrigger aria-label="科室">
                <P.SelectValue />
              </P.SelectTrigger>
              <P.SelectContent>
                <P.SelectScrollUpButton />
                <P.SelectGroup>
                  <P.SelectLabel>科室</P.SelectLabel>
                  <P.SelectItem value="1">中医内科</P.SelectItem>
                  <P.SelectSeparator />
                  <P.SelectItem value="2">营养科</P.SelectItem>
                </P.SelectGroup>
                <P.SelectScrollDownButton />
              </P.SelectContent>
            </P.Select>
          </Section>
          <Section name="Checkbox">
            <P.Checkbox id="cb" defaultChecked aria-label="同意" />
            <P.CheckboxGroup defaultValue={["a"]} aria-label="症状">
              <P.CheckboxGroupItem value="a" aria-label="乏力" />
              <P.CheckboxGroupItem value="b" aria-label="失眠" />
            </P.CheckboxGroup>
          </Section>
          <Section name="RadioGroup">
            <P.RadioGroup defaultValue="m" aria-label="性别">
              <P.RadioGroupItem value="m">男</P.RadioGroupItem>
              <P.RadioGroupItem value="f">女</P.RadioGroupItem>
            </P.RadioGroup>
          </Section>
          <Section name="Dialog">
            <P.Dialog>
              <P.DialogTrigger asChild>
                <P.Button>打开对话框</P.Button>
              </P.DialogTrigger>
              <P.DialogPortal>
                <P.DialogOverlay />
              </P.DialogPortal>
              <P.DialogContent>
                <P.DialogHeader>
                  <P.DialogTitle>对话框标题</P.DialogTitle>
                  <P.DialogDescription>对话框说明</P.DialogDescription>
                </P.DialogHeader>
                <P.DialogBody>内容</P.DialogBody>
                <P.DialogFooter>
                  <P.DialogClose asChild>
                    <P.Button>关闭</P.Button>
                  </P.DialogClose>
                </P.DialogFooter>
              </P.DialogContent>
            </P.Dialog>
          </Section>
          <Section name="ConfirmDialog">
            <P.ConfirmDialog title="确认删除？" trigger={<P.Button>删除</P.Button>} onConfirm={() => {}} />
            <ConfirmHookDemo />
          </Section>
          <Section name="ConfirmDialogRoot">
            <P.ConfirmDialogRoot variant="destructive">
              <P.ConfirmDialogTrigger asChild>
                <P.Button variant="destructive">删除文章</P.Button>
              </P.ConfirmDialogTrigger>
              <P.ConfirmDialogContent>
                <P.ConfirmDialogHeader>
                  <P.ConfirmDialogTitle>删除文章</P.ConfirmDialogTitle>
                  <P.ConfirmDialogDescription>删除后不可恢复</P.ConfirmDialogDescription>
                </P.ConfirmDialogHeader>
                <P.ConfirmDialogFooter>
                  <P.ConfirmDialogAction onConfirm={() => {}}>删除</P.ConfirmDialogAction>
                  <P.ConfirmDialogCancel>再想想</P.ConfirmDialogCancel>
                </P.ConfirmDialogFooter>
              </P.ConfirmDialogContent>
            </P.ConfirmDialogRoot>
          </Section>
          <Section name="Popover">
            <P.Popover>
              <P.PopoverAnchor />
              <P.PopoverTrigger asChild>
                <P.Button>弹出</P.Button>
              </P.PopoverTrigger>
              <P.PopoverContent>
                弹出内容<P.PopoverClose>关闭</P.PopoverClose>
              </P.PopoverContent>
            </P.Popover>
          </Section>
          <Section name="Tabs">
            <P.Tabs defaultValue="a">
              <P.TabsList>
                <P.TabsTrigger value="a">标签一</P.TabsTrigger>
                <P.TabsTrigger value="b">标签二</P.TabsTrigger>
              </P.TabsList>
              <P.TabsContent value="a">标签一内容</P.TabsContent>
              <P.TabsContent value="b">标签二内容</P.TabsContent>
            </P.Tabs>
            <P.LinkTabs aria-label="链接标签">
              <P.LinkTab href="#a" active>链接一</P.LinkTab>
              <P.LinkTab href="#b">链接二</P.LinkTab>
            </P.LinkTabs>
          </Section>
          <Section name="DropdownMenu">
            <P.DropdownMenu>
              <P.DropdownMenuTrigger asChild>
                <P.Button>菜单</P.Button>
              </P.DropdownMenuTrigger>
              <P.DropdownMenuPortal>
                <P.DropdownMenuContent>
                  <P.DropdownMenuLabel>操作</P.DropdownMenuLabel>
                  <P.DropdownMenuGroup>
                    <P.DropdownMenuItem>
                      编辑<P.DropdownMenuShortcut>E</P.DropdownMenuShortcut>
                    </P.DropdownMenuItem>
                    <P.DropdownMenuCheckboxItem checked>显示</P.DropdownMenuCheckboxItem>
                  </P.DropdownMenuGroup>
                  <P.DropdownMenuSeparator />
                  <P.DropdownMenuRadioGroup value="a">
                    <P.DropdownMenuRadioItem value="a">甲</P.DropdownMenuRadioItem>
                  </P.DropdownMenuRadioGroup>
                  <P.DropdownMenuSub>
                    <P.DropdownMenuSubTrigger>更多</P.DropdownMenuSubTrigger>
                    <P.DropdownMenuSubContent>
                      <P.DropdownMenuItem>子项</P.DropdownMenuItem>
                    </P.DropdownMenuSubContent>
                  </P.DropdownMenuSub>
                </P.DropdownMenuContent>
              </P.DropdownMenuPortal>
            </P.DropdownMenu>
          </Section>
          <Section name="Tooltip">
            <P.Tooltip>
              <P.TooltipTrigger asChild>
                <P.Button>提示</P.Button>
              </P.TooltipTrigger>
              <P.TooltipContent>提示内容</P.TooltipContent>
            </P.Tooltip>
          </Section>
          <Section name="Toaster">
            <P.Toaster />
            <P.Button onClick={() => P.toast.success("已保存")}>提示消息</P.Button>
          </Section>
          <Section name="Pagination">
            <P.Pagination total={95} pageSize={10} page={page} onPageChange={setPage} />
          </Section>
          <Section name="DrawnAtContext">
            {/* A host that draws its pages on a server tells the browser's hydrating render when (useNow answers it then). */}
            <P.DrawnAtContext.Provider value={new Date("2026-11-20T09:30:00+08:00")}>
              <P.Badge variant="success">绘制于服务器</P.Badge>
            </P.DrawnAtContext.Provider>
          </Section>
          <Section name="LoadingOverlay">
            <div style={{ position: "relative", height: 64 }}>
              <P.LoadingOverlay active scope="container" text="加载中" delay={0} />
            </div>
          </Section>
          <Section name="Badge"><P.Badge variant="success">已认证</P.Badge></Section>
          <Section name="Card">
            <P.Card>
              <P.CardHeader>
                <P.CardTitle>卡片标题</P.CardTitle>
                <P.CardDescription>卡片说明</P.CardDescription>
                <P.CardAction>
                  <P.Button size="sm">操作</P.Button>
                </P.CardAction>
              </P.CardHeader>
              <P.CardContent>卡片内容</P.CardContent>
              <P.CardFooter>卡片页脚</P.CardFooter>
            </P.Card>
          </Section>
          <Section name="EmptyState"><P.EmptyState title="暂无数据" description="换个条件试试" /></Section>
          <Section name="Table">
            <P.Table>
              <P.TableCaption>表格标题</P.TableCaption>
              <P.TableHeader>
                <P.TableRow>
                  <P.TableHead>患者</P.TableHead>
                </P.TableRow>
              </P.TableHeader>
              <P.TableBody>
                <P.TableRow>
                  <P.TableCell>陈秀英</P.TableCell>
                </P.TableRow>
                <P.TableEmpty colSpan={1}>暂无数据</P.TableEmpty>
              </P.TableBody>
              <P.TableBody aria-busy>
                <P.TableSkeleton columns={1} rows={2} />
              </P.TableBody>
              <P.TableFooter>
                <P.TableRow>
                  <P.TableCell>合计</P.TableCell>
                </P.TableRow>
              </P.TableFooter>
            </P.Table>
          </Section>
          <Section name="ImageUpload">
            <P.ImageUpload label="头像" rule={avatarFileRule} upload={uploadImage} defaultValue={zhang.doctor.photoUrl} variant="circle" />
          </Section>
          <Section name="Cascader">
            <P.Cascader aria-label="地区" options={data.areas} defaultValue={["110000", "110100", "110101"]} />
          </Section>

          <Section name="AppShell">
            <AppShell
              className="h-96"
              topBar={
                <TopBar title="医生工作台">
                  <UserMenu doctorName={zhang.doctor.doctorName} avatarUrl={zhang.doctor.photoUrl} isVip vipEndTime={zhang.vip.vipEndTime} />
                </TopBar>
              }
              sideMenu={<SideMenu items={[{ route: "/patient", label: "我的患者" }, { route: "/nutrition", label: "营养管理" }]} activeRoute="/patient" />}
              tabBar={<TabBar items={[{ path: "/patient", title: "我的患者" }, { path: "/nutrition", title: "营养管理", closable: true }]} activePath="/patient" />}
              footer={<Footer filing="京ICP备00000000号" filingHref={ICP_LOOKUP_URL} />}
            >
              页面内容
            </AppShell>
          </Section>

          <Section name="SideMenuTrigger"><PhoneMenuDemo /></Section>
          <Section name="Worklist">
            <Worklist
              title={worklistTexts.heading}
              summary={worklistTexts.pendingSummary(pendingTotal)}
              entries={worklistEntries}
              failedText={worklistTexts.loadFailed}
              headingLevel={3}
            />
          </Section>

          <Section name="LoginForm"><LoginForm onSubmit={() => {}} /></Section>
          <Section name="QrLogin"><QrLogin status="expired" onRefresh={() => {}} /></Section>
          <Section name="LoginPanel"><LoginPanel loginForm={{ onSubmit: () => {} }} qrLogin={{ status: "loading" }} /></Section>

          <Section name="OrderTable">
            <O.OrderTable listState={0} orders={orders.filter((o) => o.state === 0).slice(0, 3)} now={now} />
            <O.OrderStatusTag order={orders[0]!} />
          </Section>
          <Section name="OrderTableRoot">
            <O.OrderTableRoot listState={0} orders={orders.filter((o) => o.state === 0).slice(0, 2)} now={now}>
              <O.OrderTableToolbar>
                <O.OrderTablePagination total={23} pageSize={10} page={page} onPageChange={setPage} />
              </O.OrderTableToolbar>
              <O.OrderTableContent aria-label="待接诊患者" />
              <O.OrderTableTip />
              <O.OrderTableRowActions order={orders.find((o) => o.state === 0)!} />
            </O.OrderTableRoot>
          </Section>
          <Section name="OrderRowActionList">
            <O.OrderTableRoot listState={1} orders={inProgress} now={now} chatHref={chatHref}>
              {inProgress.map((order) => (
                <div key={order.payRecordId} data-order={order.payRecordId}>
                  <span>{order.patient?.patientName}</span>
                  <O.OrderRowActionList order={order} actions={rowActions} />
                </div>
              ))}
            </O.OrderTableRoot>
          </Section>
          <Section name="PatientInfo"><O.PatientInfo patient={orders[0]!.patient} /></Section>
          <Section name="PatientInfoPopover"><O.PatientInfoPopover patient={orders[0]!.patient} /></Section>
          <Section name="RefuseDialog"><O.RefuseDialog onRefuse={() => {}} patientName="陈秀英" trigger={<P.Button>拒绝</P.Button>} /></Section>
          <Section name="StudioInvitation"><O.StudioInvitation /></Section>
          <Section name="DoctorCard"><O.DoctorCard doctor={withPrescription.doctor} /></Section>
          <Section name="ChatRecord">
            <O.ChatRecord messages={withPrescription.communication} defaultOpen viewportHeight={300} />
            <O.ChatMessageView message={{ fromNick: "陈秀英", msgType: "TEXT", body: "医生您好" }} />
            <O.PictureViewer src={null} onClose={() => {}} />
          </Section>
          <Section name="PatientDetail"><O.PatientDetail order={withPrescription} /></Section>
          <Section name="PatientChatLink">
            <O.PatientChatLink url={patientChatLink.url} qr={patientChatLink.qr} expiresAt={patientChatLink.expiresAt} />
          </Section>
          <Section name="PrintedSheet">
            <O.PrintedSheet paper="A5" aria-label="自定义处方笺">
              <O.SheetHeader hospital="北京康宁中医医院" title="处方笺" />
              <O.SheetFields fields={[{ label: "姓名", value: "陈秀英" }]} />
              <O.SheetSection label="Rp">
                <O.DrugTable drugs={withPrescription.prescription?.drugsList ?? []} />
              </O.SheetSection>
              <O.Signature role="医师" name="张明远" src={withPrescription.sign} stamp={<O.Stamp text="已审核" />} />
              <O.PrintButton onPrint={() => {}} />
            </O.PrintedSheet>
            <span>A5 {O.A5_DRUG_LIMIT}</span>
          </Section>
          <Section name="PrescriptionSheet"><O.PrescriptionSheet order={withPrescription} hospitalName="北京康宁中医医院" /></Section>
          <Section name="ReviewStatusTag"><O.ReviewStatusTag review={{ status: "approved", label: "审核通过" }} /></Section>
          <Section name="MedicalRecordSheet"><O.MedicalRecordSheet order={withPrescription} hospitalName="北京康宁中医医院" /></Section>

          <Section name="ProductPicker"><N.ProductPicker aria-label="营养品" loadOptions={loadProducts} /></Section>
          <Section name="AddProductDialog"><Opener label="添加营养品">{(open, setOpen) => <N.AddProductDialog open={open} onOpenChange={setOpen} loadOptions={loadProducts} onAdd={() => {}} />}</Opener></Section>
          <Section name="NutritionPrescriptionForm">
            <N.NutritionPrescriptionForm letterhead={{ hospitalName: "北京康宁中医医院", doctorName: "张明远" }} date="2026-11-20" loadOptions={loadProducts} onSubmit={never} />
          </Section>
          <Section name="BasicInfoDialog"><Opener label="填写基本信息">{(open, setOpen) => <N.BasicInfoDialog open={open} onOpenChange={setOpen} onSave={() => {}} />}</Opener></Section>
          <Section name="PrescriptionLinesTable"><N.PrescriptionLinesTable lines={[]} onRemove={() => {}} /></Section>
          <Section name="ProductForm"><N.ProductForm onSubmit={never} /></Section>
          <Section name="WizardSteps"><N.WizardSteps steps={N.nrs2002Steps} current={1} /></Section>
          <Section name="NutritionPatientFields"><PatientFieldsDemo /></Section>
          <Section name="Nrs2002Wizard"><N.Nrs2002Wizard onCreatePatient={never} onSubmitScreening={never} listHref="/nutrition" headingLevel={3} /></Section>
          <Section name="PgSgaWorksheet"><N.PgSgaWorksheet today="2026-11-20" executor="张明远" onCreatePatient={never} onSubmitEvaluation={never} listHref="/nutrition" headingLevel={3} /></Section>
          <Section name="PgSgaAssessmentForm"><N.PgSgaAssessmentForm onSubmit={never} /></Section>
          <Section name="PgSgaGradingScale"><N.PgSgaGradingScale total={6} /></Section>
          <Section name="PgSgaRecommendation"><N.PgSgaRecommendation total={6} /></Section>
          <Section name="PgSgaInstructionsDialog"><N.PgSgaInstructionsDialog trigger={<P.Button>评估说明</P.Button>} /></Section>
          <Section name="NutritionPrescriptionTable"><N.NutritionPrescriptionTable rows={data.nutritionPrescriptions} /></Section>
          <Section name="PgSgaRecordTable"><N.PgSgaRecordTable rows={data.pgsgaRecords} /></Section>
          <Section name="ScreeningRecordTable"><N.ScreeningRecordTable rows={data.screenings} /></Section>
          <Section name="ProductLibraryTable"><N.ProductLibraryTable rows={products} /></Section>
          <Section name="RescreenDueTable">
            <N.RescreenDueTable
              rows={rescreenDue}
              archiveHref={(id) => `#/nutrition/archive/${id}`}
              startHref={(kind, id) => `#/nutrition/${kind}?nutritionPatientId=${id}`}
            />
          </Section>
          <Section name="NutritionPatientPicker">
            <P.Label htmlFor="host-patient-picker">营养患者</P.Label>
            <N.NutritionPatientPicker id="host-patient-picker" loadOptions={searchPatients} />
          </Section>
          <Section name="KnownPatientField"><KnownPatientDemo /></Section>
          <Section name="NutritionTimeline">
            <N.NutritionTimeline
              title={`${followed.npName}的营养档案`}
              screenings={screeningsOf(followed).map((s) => ({ id: s.screeningId, createDate: s.createDate, totalScore: s.totalScore }))}
              evaluations={evaluationsOf(followed).map((e) => ({ id: e.evaluateId, createDate: e.createDate, totalScore: e.totalScore }))}
              prescriptions={data.nutritionPrescriptions.filter((p) => p.patientName === followed.npName && p.patientPhone === followed.npPhone)}
              nextDueDate={nextOf(followed).dueDate}
              hrefs={{
                screening: (id) => `#/nutrition/screening/${id}`,
                evaluation: (id) => `#/nutrition/pgsga/${id}`,
                prescription: (id) => `#/nutrition/prescription/${id}`,
              }}
            />
          </Section>
          <Section name="NutritionPrescriptionDetail"><N.NutritionPrescriptionDetail prescription={data.nutritionPrescriptions[0]!} /></Section>
          <Section name="ScreeningDetail"><N.ScreeningDetail record={data.screenings[0]!} /></Section>
          <Section name="PgSgaDetail"><N.PgSgaDetail record={data.pgsgaRecords[0]!} /></Section>
          <Section name="DetailSheet">
            <N.DetailSheet title="自定义记录">
              <N.SheetSection title="基本信息">
                <N.SheetFields items={[{ label: "姓名", value: "陈秀英" }]} />
              </N.SheetSection>
              <N.ChoiceAnswer question="进食情况" options={[{ value: 1, label: "正常" }]} selected={[1]} />
              <N.TotalScore label="总分" total={3} />
            </N.DetailSheet>
          </Section>

          <Section name="ProfileCard"><ProfileCard doctor={zhang.doctor} verification={zhang.verification} headingLevel={3} /></Section>
          <Section name="ProfileForm">
            <ProfileForm doctor={zhang.doctor} loadAreas={async () => data.areas} loadDepartments={async () => data.departments} uploadAvatar={uploadImage} onSubmit={never} />
          </Section>
          <Section name="VerificationDocuments">
            <VerificationDocuments verification={zhang.verification} upload={(_key, file) => uploadImage(file)} onDelete={never} />
          </Section>

          <Section name="StudioGateNotice"><Pub.StudioGateNotice gate={studioGate(0)!} /></Section>
          <Section name="CommentList"><Pub.CommentList comments={data.comments.slice(0, 3)} onReply={never} /></Section>
          <Section name="DepartmentPicker"><Pub.DepartmentPicker options={[{ value: "中医内科", label: "中医内科", children: [{ value: "中医内科-脾胃", label: "脾胃病科" }] }]} value={["中医内科"]} onValueChange={() => {}} aria-label="所属科室" /></Section>
          <Section name="DiseaseForm"><Pub.DiseaseForm departments={data.departments} onSubmit={never} /></Section>
          <Section name="DiseaseTable"><Pub.DiseaseTable rows={data.diseases} /></Section>
          <Section name="VideoRecorder"><Pub.VideoRecorder mediaDevices={null} /></Section>
          <Section name="ArticleHtml"><Pub.ArticleHtml html="<p>文章<strong>正文</strong></p>" /></Section>
          <Section name="ArticleTable"><Pub.ArticleTable articles={data.articles.slice(0, 3)} /></Section>
          <Section name="ArticleForm">
            <Pub.ArticleForm
              value={Pub.emptyArticleForm}
              onValueChange={() => {}}
              departments={[{ value: "中医内科", label: "中医内科" }]}
              categories={[{ categoryId: 1, categoryName: "医生专业版" }, { categoryId: 2, categoryName: "大众科普版" }]}
              tags={data.tags}
              uploadImage={uploadImage}
              uploadVideo={uploadImage}
              uploadCover={uploadImage}
              onSaveDraft={() => {}}
              onSubmit={() => {}}
            />
          </Section>
          <Section name="RichTextEditor"><Pub.RichTextEditor label="正文" defaultValue="<p>编辑器内容</p>" uploadImage={uploadImage} /></Section>
          <Section name="VideoUpload"><Pub.VideoUpload value="" onValueChange={() => {}} upload={uploadImage} /></Section>
          <Section name="PreviewDialog"><Opener label="预览文章">
              {(open, setOpen) => (
                <Pub.PreviewDialog open={open} onOpenChange={setOpen} article={{ title: data.articles[0]!.title, content: "<p>文章正文</p>" }} link={null} />
              )}
            </Opener></Section>
          <Section name="RecoveryBanner"><Pub.RecoveryBanner savedAt="2026-11-20 09:00" onRecover={() => {}} onDiscard={() => {}} /></Section>

          <Section name="ChatWorkbench"><ChatWorkbenchDemo /></Section>
          <Section name="ConversationList"><ConversationListDemo /></Section>
          <Section name="ConversationListItem">
            <ConversationListItem conversation={openConversation} now={now} onSelect={() => {}} />
          </Section>
          <Section name="MessageThread">
            <div style={{ height: 360, display: "flex", flexDirection: "column" }}>
              <MessageThread messages={openThread} patientName={openConversation.patientName} now={now} />
            </div>
          </Section>
          <Section name="ChatBubble">
            {[openThread.find((m) => m.from === "patient")!, openThread.find((m) => m.from === "doctor")!].map((message) => (
              <ChatBubble key={message.id} message={message} patientName={openConversation.patientName} />
            ))}
          </Section>
          <Section name="Composer"><ComposerDemo /></Section>
        </main>
      </P.ConfirmProvider>
    </P.TooltipProvider>
  );
}
