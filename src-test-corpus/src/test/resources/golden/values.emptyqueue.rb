main corpus.values.emptyqueue.Main.main
var java.util.LinkedList@Main.java:23[corpus.values.emptyqueue.Main@Main.java:39].size { 0 1 2 3 * } = 0

proc corpus.values.emptyqueue.Main.<init>[corpus.values.emptyqueue.Main@Main.java:39] {
  s4: write corpus.values.emptyqueue.Main@Main.java:39.waiters // at corpus.values.emptyqueue.Main.<init>(Main.java:23)
}

proc corpus.values.emptyqueue.Main.enqueue[corpus.values.emptyqueue.Main@Main.java:39] {
  sync: acquire corpus.values.emptyqueue.Main@Main.java:39 // at corpus.values.emptyqueue.Main.enqueue(Main.java:26)
  s2: read corpus.values.emptyqueue.Main@Main.java:39.waiters // at corpus.values.emptyqueue.Main.enqueue(Main.java:26)
  s3_9: switch java.util.LinkedList@Main.java:23[corpus.values.emptyqueue.Main@Main.java:39].size 0 s3_1 1 s3_3 2 s3_5 3 s3_7 * s3 // at corpus.values.emptyqueue.Main.enqueue(Main.java:26)
  s3_1: assign java.util.LinkedList@Main.java:23[corpus.values.emptyqueue.Main@Main.java:39].size 1 // at corpus.values.emptyqueue.Main.enqueue(Main.java:26)
  s3_2: goto s3                          // at corpus.values.emptyqueue.Main.enqueue(Main.java:26)
  s3_3: assign java.util.LinkedList@Main.java:23[corpus.values.emptyqueue.Main@Main.java:39].size 2 // at corpus.values.emptyqueue.Main.enqueue(Main.java:26)
  s3_4: goto s3                          // at corpus.values.emptyqueue.Main.enqueue(Main.java:26)
  s3_5: assign java.util.LinkedList@Main.java:23[corpus.values.emptyqueue.Main@Main.java:39].size 3 // at corpus.values.emptyqueue.Main.enqueue(Main.java:26)
  s3_6: goto s3                          // at corpus.values.emptyqueue.Main.enqueue(Main.java:26)
  s3_7: assign java.util.LinkedList@Main.java:23[corpus.values.emptyqueue.Main@Main.java:39].size * // at corpus.values.emptyqueue.Main.enqueue(Main.java:26)
  s3: skip                               // at corpus.values.emptyqueue.Main.enqueue(Main.java:26)
  s3_10: write java.util.LinkedList@Main.java:23[corpus.values.emptyqueue.Main@Main.java:39].$state // at corpus.values.emptyqueue.Main.enqueue(Main.java:26)
  ret_0: release corpus.values.emptyqueue.Main@Main.java:39 // at corpus.values.emptyqueue.Main.enqueue(Main.java:26)
}

proc corpus.values.emptyqueue.Main.lambda$main$0[corpus.values.emptyqueue.Main.main:42#12] {
  s3: acquire java.lang.Object@Main.java:40 // at corpus.values.emptyqueue.Main.lambda$main$0(Main.java:43)
  s4: call corpus.values.emptyqueue.Main.wakeAll[corpus.values.emptyqueue.Main@Main.java:39] // at corpus.values.emptyqueue.Main.lambda$main$0(Main.java:44)
  s5: release java.lang.Object@Main.java:40 // at corpus.values.emptyqueue.Main.lambda$main$0(Main.java:45)
}

proc corpus.values.emptyqueue.Main.main {
  s2: call corpus.values.emptyqueue.Main.<init>[corpus.values.emptyqueue.Main@Main.java:39] // at corpus.values.emptyqueue.Main.main(Main.java:39)
  s7: call corpus.values.emptyqueue.Main.enqueue[corpus.values.emptyqueue.Main@Main.java:39] // at corpus.values.emptyqueue.Main.main(Main.java:41)
  s12: fork corpus.values.emptyqueue.Main.lambda$main$0[corpus.values.emptyqueue.Main.main:42#12] java.lang.Thread@Main.java:42 // at corpus.values.emptyqueue.Main.main(Main.java:47)
  s13: call corpus.values.emptyqueue.Main.wakeAll[corpus.values.emptyqueue.Main@Main.java:39] // at corpus.values.emptyqueue.Main.main(Main.java:48)
  s14: join java.lang.Thread@Main.java:42 // at corpus.values.emptyqueue.Main.main(Main.java:49)
}

proc corpus.values.emptyqueue.Main.wakeAll[corpus.values.emptyqueue.Main@Main.java:39] {
  sync: acquire corpus.values.emptyqueue.Main@Main.java:39 // at corpus.values.emptyqueue.Main.wakeAll(Main.java:30)
  s1: read corpus.values.emptyqueue.Main@Main.java:39.waiters // at corpus.values.emptyqueue.Main.wakeAll(Main.java:30)
  s2: read java.util.LinkedList@Main.java:23[corpus.values.emptyqueue.Main@Main.java:39].$state // at corpus.values.emptyqueue.Main.wakeAll(Main.java:30)
  s2_1: switch java.util.LinkedList@Main.java:23[corpus.values.emptyqueue.Main@Main.java:39].size 0 ret_0 1 s4 2 s4 3 s4 * s3 // at corpus.values.emptyqueue.Main.wakeAll(Main.java:30)
  s3: jump s4 ret_0                      // at corpus.values.emptyqueue.Main.wakeAll(Main.java:30)
  s4: read corpus.values.emptyqueue.Main@Main.java:39.waiters // at corpus.values.emptyqueue.Main.wakeAll(Main.java:31)
  s5_7: switch java.util.LinkedList@Main.java:23[corpus.values.emptyqueue.Main@Main.java:39].size 0 s5 1 s5_1 2 s5_3 3 s5_5 * s5 // at corpus.values.emptyqueue.Main.wakeAll(Main.java:31)
  s5_1: assign java.util.LinkedList@Main.java:23[corpus.values.emptyqueue.Main@Main.java:39].size 0 // at corpus.values.emptyqueue.Main.wakeAll(Main.java:31)
  s5_2: goto s5                          // at corpus.values.emptyqueue.Main.wakeAll(Main.java:31)
  s5_3: assign java.util.LinkedList@Main.java:23[corpus.values.emptyqueue.Main@Main.java:39].size 1 // at corpus.values.emptyqueue.Main.wakeAll(Main.java:31)
  s5_4: goto s5                          // at corpus.values.emptyqueue.Main.wakeAll(Main.java:31)
  s5_5: assign java.util.LinkedList@Main.java:23[corpus.values.emptyqueue.Main@Main.java:39].size 2 // at corpus.values.emptyqueue.Main.wakeAll(Main.java:31)
  s5: skip                               // at corpus.values.emptyqueue.Main.wakeAll(Main.java:31)
  s5_8: write java.util.LinkedList@Main.java:23[corpus.values.emptyqueue.Main@Main.java:39].$state // at corpus.values.emptyqueue.Main.wakeAll(Main.java:31)
  s7: acquire java.lang.Object@Main.java:40 // at corpus.values.emptyqueue.Main.wakeAll(Main.java:32)
  s8: notifyAll java.lang.Object@Main.java:40 // at corpus.values.emptyqueue.Main.wakeAll(Main.java:33)
  s9: release java.lang.Object@Main.java:40 // at corpus.values.emptyqueue.Main.wakeAll(Main.java:34)
  s9_1: goto s1                          // at corpus.values.emptyqueue.Main.wakeAll(Main.java:34)
  ret_0: release corpus.values.emptyqueue.Main@Main.java:39 // at corpus.values.emptyqueue.Main.wakeAll(Main.java:30)
}
