main corpus.values.emptyqueue.Main.main

proc corpus.values.emptyqueue.Main.<init>[corpus.values.emptyqueue.Main@Main.java:36] {
  s4: write corpus.values.emptyqueue.Main@Main.java:36.waiters // at corpus.values.emptyqueue.Main.<init>(Main.java:20)
}

proc corpus.values.emptyqueue.Main.enqueue[corpus.values.emptyqueue.Main@Main.java:36] {
  sync: acquire corpus.values.emptyqueue.Main@Main.java:36 // at corpus.values.emptyqueue.Main.enqueue(Main.java:23)
  s2: read corpus.values.emptyqueue.Main@Main.java:36.waiters // at corpus.values.emptyqueue.Main.enqueue(Main.java:23)
  ret_0: release corpus.values.emptyqueue.Main@Main.java:36 // at corpus.values.emptyqueue.Main.enqueue(Main.java:23)
}

proc corpus.values.emptyqueue.Main.lambda$main$0[corpus.values.emptyqueue.Main.main:39#12] {
  s3: acquire java.lang.Object@Main.java:37 // at corpus.values.emptyqueue.Main.lambda$main$0(Main.java:40)
  s4: call corpus.values.emptyqueue.Main.wakeAll[corpus.values.emptyqueue.Main@Main.java:36] // at corpus.values.emptyqueue.Main.lambda$main$0(Main.java:41)
  s5: release java.lang.Object@Main.java:37 // at corpus.values.emptyqueue.Main.lambda$main$0(Main.java:42)
}

proc corpus.values.emptyqueue.Main.main {
  s2: call corpus.values.emptyqueue.Main.<init>[corpus.values.emptyqueue.Main@Main.java:36] // at corpus.values.emptyqueue.Main.main(Main.java:36)
  s7: call corpus.values.emptyqueue.Main.enqueue[corpus.values.emptyqueue.Main@Main.java:36] // at corpus.values.emptyqueue.Main.main(Main.java:38)
  s12: fork corpus.values.emptyqueue.Main.lambda$main$0[corpus.values.emptyqueue.Main.main:39#12] java.lang.Thread@Main.java:39 // at corpus.values.emptyqueue.Main.main(Main.java:44)
  s13: call corpus.values.emptyqueue.Main.wakeAll[corpus.values.emptyqueue.Main@Main.java:36] // at corpus.values.emptyqueue.Main.main(Main.java:45)
  s14: join java.lang.Thread@Main.java:39 // at corpus.values.emptyqueue.Main.main(Main.java:46)
}

proc corpus.values.emptyqueue.Main.wakeAll[corpus.values.emptyqueue.Main@Main.java:36] {
  sync: acquire corpus.values.emptyqueue.Main@Main.java:36 // at corpus.values.emptyqueue.Main.wakeAll(Main.java:27)
  s1: read corpus.values.emptyqueue.Main@Main.java:36.waiters // at corpus.values.emptyqueue.Main.wakeAll(Main.java:27)
  s3: jump s4 ret_0                      // at corpus.values.emptyqueue.Main.wakeAll(Main.java:27)
  s4: read corpus.values.emptyqueue.Main@Main.java:36.waiters // at corpus.values.emptyqueue.Main.wakeAll(Main.java:28)
  s7: acquire java.lang.Object@Main.java:37 // at corpus.values.emptyqueue.Main.wakeAll(Main.java:29)
  s8: notifyAll java.lang.Object@Main.java:37 // at corpus.values.emptyqueue.Main.wakeAll(Main.java:30)
  s9: release java.lang.Object@Main.java:37 // at corpus.values.emptyqueue.Main.wakeAll(Main.java:31)
  s9_1: goto s1                          // at corpus.values.emptyqueue.Main.wakeAll(Main.java:31)
  ret_0: release corpus.values.emptyqueue.Main@Main.java:36 // at corpus.values.emptyqueue.Main.wakeAll(Main.java:27)
}
