main entry
counter java.util.concurrent.ConcurrentLinkedQueue@Main.java:47[corpus.extra.ownticket.fixed.Desk@Main.java:23].items cap 2 init 0
counter java.util.concurrent.ConcurrentLinkedQueue@Main.java:47[corpus.extra.ownticket.fixed.Desk@Main.java:23].many cap 1 init 0
var corpus.extra.ownticket.fixed.Ticket@Main.java:55[corpus.extra.ownticket.fixed.Desk.lease:51#2,corpus.extra.ownticket.fixed.Desk@Main.java:23].done { false true } = false per-thread

proc corpus.extra.ownticket.fixed.Desk.<init>[corpus.extra.ownticket.fixed.Desk@Main.java:23] {
  s5: write corpus.extra.ownticket.fixed.Desk@Main.java:23.all // at corpus.extra.ownticket.fixed.Desk.<init>(Main.java:47)
}

proc corpus.extra.ownticket.fixed.Desk.lease(java.lang.Object)[corpus.extra.ownticket.fixed.Desk@Main.java:23] {
  s2: call corpus.extra.ownticket.fixed.Desk.lease(java.lang.Object;java.lang.Object)[corpus.extra.ownticket.fixed.Desk.lease:51#2,corpus.extra.ownticket.fixed.Desk@Main.java:23] // at corpus.extra.ownticket.fixed.Desk.lease(Main.java:51)
}

proc corpus.extra.ownticket.fixed.Desk.lease(java.lang.Object;java.lang.Object)[corpus.extra.ownticket.fixed.Desk.lease:51#2,corpus.extra.ownticket.fixed.Desk@Main.java:23] {
  s4: call corpus.extra.ownticket.fixed.Ticket.<init>[corpus.extra.ownticket.fixed.Ticket@Main.java:55,corpus.extra.ownticket.fixed.Desk.lease:51#2,corpus.extra.ownticket.fixed.Desk@Main.java:23] // at corpus.extra.ownticket.fixed.Desk.lease(Main.java:55)
  s6: read corpus.extra.ownticket.fixed.Desk@Main.java:23.all // at corpus.extra.ownticket.fixed.Desk.lease(Main.java:56)
  s7: tryup java.util.concurrent.ConcurrentLinkedQueue@Main.java:47[corpus.extra.ownticket.fixed.Desk@Main.java:23].items 1 else s7_1 // at corpus.extra.ownticket.fixed.Desk.lease(Main.java:56)
  s7_3: goto s7_2                        // at corpus.extra.ownticket.fixed.Desk.lease(Main.java:56)
  s7_1: tryup java.util.concurrent.ConcurrentLinkedQueue@Main.java:47[corpus.extra.ownticket.fixed.Desk@Main.java:23].many 1 else s7_2 // at corpus.extra.ownticket.fixed.Desk.lease(Main.java:56)
  s7_2: skip                             // at corpus.extra.ownticket.fixed.Desk.lease(Main.java:56)
}

proc corpus.extra.ownticket.fixed.Main.<clinit> {
  s2: write corpus.extra.ownticket.fixed.Main.NEVER // at corpus.extra.ownticket.fixed.Main.<clinit>(Main.java:20)
}

proc corpus.extra.ownticket.fixed.Main.lambda$main$0[corpus.extra.ownticket.fixed.Main.main:29#15] {
  s1: call corpus.extra.ownticket.fixed.Desk.lease(java.lang.Object)[corpus.extra.ownticket.fixed.Desk@Main.java:23] // at corpus.extra.ownticket.fixed.Main.lambda$main$0(Main.java:25)
  s2: call corpus.extra.ownticket.fixed.Ticket.complete[corpus.extra.ownticket.fixed.Ticket@Main.java:55,corpus.extra.ownticket.fixed.Desk.lease:51#2,corpus.extra.ownticket.fixed.Desk@Main.java:23] // at corpus.extra.ownticket.fixed.Main.lambda$main$0(Main.java:26)
  s3: call corpus.extra.ownticket.fixed.Ticket.waitIfPending[corpus.extra.ownticket.fixed.Ticket@Main.java:55,corpus.extra.ownticket.fixed.Desk.lease:51#2,corpus.extra.ownticket.fixed.Desk@Main.java:23] // at corpus.extra.ownticket.fixed.Main.lambda$main$0(Main.java:27)
}

proc corpus.extra.ownticket.fixed.Main.lambda$main$1[corpus.extra.ownticket.fixed.Main.main:31#17] {
  s1: read corpus.extra.ownticket.fixed.Desk@Main.java:23.all // at corpus.extra.ownticket.fixed.Main.lambda$main$1(Main.java:32)
  s4: jump s5e1 exit                     // at corpus.extra.ownticket.fixed.Main.lambda$main$1(Main.java:33)
  s6: jump s7 exit                       // at corpus.extra.ownticket.fixed.Main.lambda$main$1(Main.java:33)
  s7: write corpus.extra.ownticket.fixed.Desk@Main.java:23.seen // at corpus.extra.ownticket.fixed.Main.lambda$main$1(Main.java:34)
  s7_1: goto exit                        // at corpus.extra.ownticket.fixed.Main.lambda$main$1(Main.java:34)
  s5e1: read corpus.extra.ownticket.fixed.Ticket@Main.java:55[corpus.extra.ownticket.fixed.Desk.lease:51#2,corpus.extra.ownticket.fixed.Desk@Main.java:23].done // at corpus.extra.ownticket.fixed.Main.lambda$main$1(Main.java:33)
  s5e1_1: goto s6                        // at corpus.extra.ownticket.fixed.Main.lambda$main$1(Main.java:33)
}

proc corpus.extra.ownticket.fixed.Main.main {
  s2: call corpus.extra.ownticket.fixed.Desk.<init>[corpus.extra.ownticket.fixed.Desk@Main.java:23] // at corpus.extra.ownticket.fixed.Main.main(Main.java:23)
  s15: fork corpus.extra.ownticket.fixed.Main.lambda$main$0[corpus.extra.ownticket.fixed.Main.main:29#15] java.lang.Thread@Main.java:29 // at corpus.extra.ownticket.fixed.Main.main(Main.java:37)
  s16: fork corpus.extra.ownticket.fixed.Main.lambda$main$0[corpus.extra.ownticket.fixed.Main.main:29#15] java.lang.Thread@Main.java:30 // at corpus.extra.ownticket.fixed.Main.main(Main.java:38)
  s17: fork corpus.extra.ownticket.fixed.Main.lambda$main$1[corpus.extra.ownticket.fixed.Main.main:31#17] java.lang.Thread@Main.java:31 // at corpus.extra.ownticket.fixed.Main.main(Main.java:39)
  s18: join java.lang.Thread@Main.java:29 // at corpus.extra.ownticket.fixed.Main.main(Main.java:40)
  s19: join java.lang.Thread@Main.java:30 // at corpus.extra.ownticket.fixed.Main.main(Main.java:41)
  s20: join java.lang.Thread@Main.java:31 // at corpus.extra.ownticket.fixed.Main.main(Main.java:42)
}

proc corpus.extra.ownticket.fixed.Ticket.<init>[corpus.extra.ownticket.fixed.Ticket@Main.java:55,corpus.extra.ownticket.fixed.Desk.lease:51#2,corpus.extra.ownticket.fixed.Desk@Main.java:23] {
}

proc corpus.extra.ownticket.fixed.Ticket.complete[corpus.extra.ownticket.fixed.Ticket@Main.java:55,corpus.extra.ownticket.fixed.Desk.lease:51#2,corpus.extra.ownticket.fixed.Desk@Main.java:23] {
  s1: assign corpus.extra.ownticket.fixed.Ticket@Main.java:55[corpus.extra.ownticket.fixed.Desk.lease:51#2,corpus.extra.ownticket.fixed.Desk@Main.java:23].done true // at corpus.extra.ownticket.fixed.Ticket.complete(Main.java:65)
}

proc corpus.extra.ownticket.fixed.Ticket.waitIfPending[corpus.extra.ownticket.fixed.Ticket@Main.java:55,corpus.extra.ownticket.fixed.Desk.lease:51#2,corpus.extra.ownticket.fixed.Desk@Main.java:23] {
  s1: read corpus.extra.ownticket.fixed.Ticket@Main.java:55[corpus.extra.ownticket.fixed.Desk.lease:51#2,corpus.extra.ownticket.fixed.Desk@Main.java:23].done // at corpus.extra.ownticket.fixed.Ticket.waitIfPending(Main.java:69)
}

proc entry {
  init0: call corpus.extra.ownticket.fixed.Main.<clinit> // at corpus.extra.ownticket.fixed.Main.main(Main.java:23)
  main: call corpus.extra.ownticket.fixed.Main.main // at corpus.extra.ownticket.fixed.Main.main(Main.java:23)
}
