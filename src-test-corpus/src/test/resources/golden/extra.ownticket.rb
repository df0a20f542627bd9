main entry
counter java.util.concurrent.ConcurrentLinkedQueue@Main.java:48[corpus.extra.ownticket.Desk@Main.java:24].items cap 2 init 0
counter java.util.concurrent.ConcurrentLinkedQueue@Main.java:48[corpus.extra.ownticket.Desk@Main.java:24].many cap 1 init 0
counter java.util.concurrent.CountDownLatch@Main.java:21.count cap 1 init 1
var corpus.extra.ownticket.Ticket@Main.java:56[corpus.extra.ownticket.Desk.lease:52#2,corpus.extra.ownticket.Desk@Main.java:24].done { false true } = false per-thread

proc corpus.extra.ownticket.Desk.<init>[corpus.extra.ownticket.Desk@Main.java:24] {
  s5: write corpus.extra.ownticket.Desk@Main.java:24.all // at corpus.extra.ownticket.Desk.<init>(Main.java:48)
}

proc corpus.extra.ownticket.Desk.lease(java.lang.Object)[corpus.extra.ownticket.Desk@Main.java:24] {
  s2: call corpus.extra.ownticket.Desk.lease(java.lang.Object;java.lang.Object)[corpus.extra.ownticket.Desk.lease:52#2,corpus.extra.ownticket.Desk@Main.java:24] // at corpus.extra.ownticket.Desk.lease(Main.java:52)
}

proc corpus.extra.ownticket.Desk.lease(java.lang.Object;java.lang.Object)[corpus.extra.ownticket.Desk.lease:52#2,corpus.extra.ownticket.Desk@Main.java:24] {
  s4: call corpus.extra.ownticket.Ticket.<init>[corpus.extra.ownticket.Ticket@Main.java:56,corpus.extra.ownticket.Desk.lease:52#2,corpus.extra.ownticket.Desk@Main.java:24] // at corpus.extra.ownticket.Desk.lease(Main.java:56)
  s6: read corpus.extra.ownticket.Desk@Main.java:24.all // at corpus.extra.ownticket.Desk.lease(Main.java:57)
  s7: tryup java.util.concurrent.ConcurrentLinkedQueue@Main.java:48[corpus.extra.ownticket.Desk@Main.java:24].items 1 else s7_1 // at corpus.extra.ownticket.Desk.lease(Main.java:57)
  s7_3: goto s7_2                        // at corpus.extra.ownticket.Desk.lease(Main.java:57)
  s7_1: tryup java.util.concurrent.ConcurrentLinkedQueue@Main.java:48[corpus.extra.ownticket.Desk@Main.java:24].many 1 else s7_2 // at corpus.extra.ownticket.Desk.lease(Main.java:57)
  s7_2: skip                             // at corpus.extra.ownticket.Desk.lease(Main.java:57)
}

proc corpus.extra.ownticket.Main.<clinit> {
  s2: write corpus.extra.ownticket.Main.NEVER // at corpus.extra.ownticket.Main.<clinit>(Main.java:21)
}

proc corpus.extra.ownticket.Main.lambda$main$0[corpus.extra.ownticket.Main.main:30#15] {
  s1: call corpus.extra.ownticket.Desk.lease(java.lang.Object)[corpus.extra.ownticket.Desk@Main.java:24] // at corpus.extra.ownticket.Main.lambda$main$0(Main.java:26)
  s2: call corpus.extra.ownticket.Ticket.waitIfPending[corpus.extra.ownticket.Ticket@Main.java:56,corpus.extra.ownticket.Desk.lease:52#2,corpus.extra.ownticket.Desk@Main.java:24] // at corpus.extra.ownticket.Main.lambda$main$0(Main.java:27)
  s3: call corpus.extra.ownticket.Ticket.complete[corpus.extra.ownticket.Ticket@Main.java:56,corpus.extra.ownticket.Desk.lease:52#2,corpus.extra.ownticket.Desk@Main.java:24] // at corpus.extra.ownticket.Main.lambda$main$0(Main.java:28)
}

proc corpus.extra.ownticket.Main.lambda$main$1[corpus.extra.ownticket.Main.main:32#17] {
  s1: read corpus.extra.ownticket.Desk@Main.java:24.all // at corpus.extra.ownticket.Main.lambda$main$1(Main.java:33)
  s4: jump s5e1 exit                     // at corpus.extra.ownticket.Main.lambda$main$1(Main.java:34)
  s6: jump s7 exit                       // at corpus.extra.ownticket.Main.lambda$main$1(Main.java:34)
  s7: write corpus.extra.ownticket.Desk@Main.java:24.seen // at corpus.extra.ownticket.Main.lambda$main$1(Main.java:35)
  s7_1: goto exit                        // at corpus.extra.ownticket.Main.lambda$main$1(Main.java:35)
  s5e1: read corpus.extra.ownticket.Ticket@Main.java:56[corpus.extra.ownticket.Desk.lease:52#2,corpus.extra.ownticket.Desk@Main.java:24].done // at corpus.extra.ownticket.Main.lambda$main$1(Main.java:34)
  s5e1_1: goto s6                        // at corpus.extra.ownticket.Main.lambda$main$1(Main.java:34)
}

proc corpus.extra.ownticket.Main.main {
  s2: call corpus.extra.ownticket.Desk.<init>[corpus.extra.ownticket.Desk@Main.java:24] // at corpus.extra.ownticket.Main.main(Main.java:24)
  s15: fork corpus.extra.ownticket.Main.lambda$main$0[corpus.extra.ownticket.Main.main:30#15] java.lang.Thread@Main.java:30 // at corpus.extra.ownticket.Main.main(Main.java:38)
  s16: fork corpus.extra.ownticket.Main.lambda$main$0[corpus.extra.ownticket.Main.main:30#15] java.lang.Thread@Main.java:31 // at corpus.extra.ownticket.Main.main(Main.java:39)
  s17: fork corpus.extra.ownticket.Main.lambda$main$1[corpus.extra.ownticket.Main.main:32#17] java.lang.Thread@Main.java:32 // at corpus.extra.ownticket.Main.main(Main.java:40)
  s18: join java.lang.Thread@Main.java:30 // at corpus.extra.ownticket.Main.main(Main.java:41)
  s19: join java.lang.Thread@Main.java:31 // at corpus.extra.ownticket.Main.main(Main.java:42)
  s20: join java.lang.Thread@Main.java:32 // at corpus.extra.ownticket.Main.main(Main.java:43)
}

proc corpus.extra.ownticket.Ticket.<init>[corpus.extra.ownticket.Ticket@Main.java:56,corpus.extra.ownticket.Desk.lease:52#2,corpus.extra.ownticket.Desk@Main.java:24] {
}

proc corpus.extra.ownticket.Ticket.complete[corpus.extra.ownticket.Ticket@Main.java:56,corpus.extra.ownticket.Desk.lease:52#2,corpus.extra.ownticket.Desk@Main.java:24] {
  s1: assign corpus.extra.ownticket.Ticket@Main.java:56[corpus.extra.ownticket.Desk.lease:52#2,corpus.extra.ownticket.Desk@Main.java:24].done true // at corpus.extra.ownticket.Ticket.complete(Main.java:66)
}

proc corpus.extra.ownticket.Ticket.waitIfPending[corpus.extra.ownticket.Ticket@Main.java:56,corpus.extra.ownticket.Desk.lease:52#2,corpus.extra.ownticket.Desk@Main.java:24] {
  s1: switch corpus.extra.ownticket.Ticket@Main.java:56[corpus.extra.ownticket.Desk.lease:52#2,corpus.extra.ownticket.Desk@Main.java:24].done false s3 true exit // at corpus.extra.ownticket.Ticket.waitIfPending(Main.java:70)
  s3: read corpus.extra.ownticket.Main.NEVER // at corpus.extra.ownticket.Ticket.waitIfPending(Main.java:72)
  s4: until java.util.concurrent.CountDownLatch@Main.java:21.count <= 0 // at corpus.extra.ownticket.Ticket.waitIfPending(Main.java:72)
}

proc entry {
  init0: call corpus.extra.ownticket.Main.<clinit> // at corpus.extra.ownticket.Main.main(Main.java:24)
  main: call corpus.extra.ownticket.Main.main // at corpus.extra.ownticket.Main.main(Main.java:24)
}
