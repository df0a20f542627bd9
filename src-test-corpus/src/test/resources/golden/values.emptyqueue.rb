main corpus.values.emptyqueue.Main.main
var java.util.LinkedList@Main.java:22[corpus.values.emptyqueue.Main@Main.java:38].filled { false true } = false

proc corpus.values.emptyqueue.Main.<init>[corpus.values.emptyqueue.Main@Main.java:38] {
  s4: write corpus.values.emptyqueue.Main@Main.java:38.waiters // at corpus.values.emptyqueue.Main.<init>(Main.java:22)
}

proc corpus.values.emptyqueue.Main.enqueue[corpus.values.emptyqueue.Main@Main.java:38] {
  sync: acquire corpus.values.emptyqueue.Main@Main.java:38 // at corpus.values.emptyqueue.Main.enqueue(Main.java:25)
  s2: read corpus.values.emptyqueue.Main@Main.java:38.waiters // at corpus.values.emptyqueue.Main.enqueue(Main.java:25)
  s3: assign java.util.LinkedList@Main.java:22[corpus.values.emptyqueue.Main@Main.java:38].filled true // at corpus.values.emptyqueue.Main.enqueue(Main.java:25)
  s3_1: write java.util.LinkedList@Main.java:22[corpus.values.emptyqueue.Main@Main.java:38].$state // at corpus.values.emptyqueue.Main.enqueue(Main.java:25)
  ret_0: release corpus.values.emptyqueue.Main@Main.java:38 // at corpus.values.emptyqueue.Main.enqueue(Main.java:25)
}

proc corpus.values.emptyqueue.Main.lambda$main$0[corpus.values.emptyqueue.Main.main:41#12] {
  s3: acquire java.lang.Object@Main.java:39 // at corpus.values.emptyqueue.Main.lambda$main$0(Main.java:42)
  s4: call corpus.values.emptyqueue.Main.wakeAll[corpus.values.emptyqueue.Main@Main.java:38] // at corpus.values.emptyqueue.Main.lambda$main$0(Main.java:43)
  s5: release java.lang.Object@Main.java:39 // at corpus.values.emptyqueue.Main.lambda$main$0(Main.java:44)
}

proc corpus.values.emptyqueue.Main.main {
  s2: call corpus.values.emptyqueue.Main.<init>[corpus.values.emptyqueue.Main@Main.java:38] // at corpus.values.emptyqueue.Main.main(Main.java:38)
  s7: call corpus.values.emptyqueue.Main.enqueue[corpus.values.emptyqueue.Main@Main.java:38] // at corpus.values.emptyqueue.Main.main(Main.java:40)
  s12: fork corpus.values.emptyqueue.Main.lambda$main$0[corpus.values.emptyqueue.Main.main:41#12] java.lang.Thread@Main.java:41 // at corpus.values.emptyqueue.Main.main(Main.java:46)
  s13: call corpus.values.emptyqueue.Main.wakeAll[corpus.values.emptyqueue.Main@Main.java:38] // at corpus.values.emptyqueue.Main.main(Main.java:47)
  s14: join java.lang.Thread@Main.java:41 // at corpus.values.emptyqueue.Main.main(Main.java:48)
}

proc corpus.values.emptyqueue.Main.wakeAll[corpus.values.emptyqueue.Main@Main.java:38] {
  sync: acquire corpus.values.emptyqueue.Main@Main.java:38 // at corpus.values.emptyqueue.Main.wakeAll(Main.java:29)
  s1: read corpus.values.emptyqueue.Main@Main.java:38.waiters // at corpus.values.emptyqueue.Main.wakeAll(Main.java:29)
  s2: read java.util.LinkedList@Main.java:22[corpus.values.emptyqueue.Main@Main.java:38].$state // at corpus.values.emptyqueue.Main.wakeAll(Main.java:29)
  s2_1: switch java.util.LinkedList@Main.java:22[corpus.values.emptyqueue.Main@Main.java:38].filled false ret_0 true s3 // at corpus.values.emptyqueue.Main.wakeAll(Main.java:29)
  s3: jump s4 ret_0                      // at corpus.values.emptyqueue.Main.wakeAll(Main.java:29)
  s4: read corpus.values.emptyqueue.Main@Main.java:38.waiters // at corpus.values.emptyqueue.Main.wakeAll(Main.java:30)
  s5: write java.util.LinkedList@Main.java:22[corpus.values.emptyqueue.Main@Main.java:38].$state // at corpus.values.emptyqueue.Main.wakeAll(Main.java:30)
  s7: acquire java.lang.Object@Main.java:39 // at corpus.values.emptyqueue.Main.wakeAll(Main.java:31)
  s8: notifyAll java.lang.Object@Main.java:39 // at corpus.values.emptyqueue.Main.wakeAll(Main.java:32)
  s9: release java.lang.Object@Main.java:39 // at corpus.values.emptyqueue.Main.wakeAll(Main.java:33)
  s9_1: goto s1                          // at corpus.values.emptyqueue.Main.wakeAll(Main.java:33)
  ret_0: release corpus.values.emptyqueue.Main@Main.java:38 // at corpus.values.emptyqueue.Main.wakeAll(Main.java:29)
}
