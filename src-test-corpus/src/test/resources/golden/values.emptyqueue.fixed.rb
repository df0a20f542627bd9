main corpus.values.emptyqueue.fixed.Main.main

proc corpus.values.emptyqueue.fixed.Main.<init>[corpus.values.emptyqueue.fixed.Main@Main.java:31] {
  s4: write corpus.values.emptyqueue.fixed.Main@Main.java:31.waiters // at corpus.values.emptyqueue.fixed.Main.<init>(Main.java:19)
}

proc corpus.values.emptyqueue.fixed.Main.lambda$main$0[corpus.values.emptyqueue.fixed.Main.main:33#10] {
  s3: acquire java.lang.Object@Main.java:32 // at corpus.values.emptyqueue.fixed.Main.lambda$main$0(Main.java:34)
  s4: call corpus.values.emptyqueue.fixed.Main.wakeAll[corpus.values.emptyqueue.fixed.Main@Main.java:31] // at corpus.values.emptyqueue.fixed.Main.lambda$main$0(Main.java:35)
  s5: release java.lang.Object@Main.java:32 // at corpus.values.emptyqueue.fixed.Main.lambda$main$0(Main.java:36)
}

proc corpus.values.emptyqueue.fixed.Main.main {
  s2: call corpus.values.emptyqueue.fixed.Main.<init>[corpus.values.emptyqueue.fixed.Main@Main.java:31] // at corpus.values.emptyqueue.fixed.Main.main(Main.java:31)
  s10: fork corpus.values.emptyqueue.fixed.Main.lambda$main$0[corpus.values.emptyqueue.fixed.Main.main:33#10] java.lang.Thread@Main.java:33 // at corpus.values.emptyqueue.fixed.Main.main(Main.java:38)
  s11: call corpus.values.emptyqueue.fixed.Main.wakeAll[corpus.values.emptyqueue.fixed.Main@Main.java:31] // at corpus.values.emptyqueue.fixed.Main.main(Main.java:39)
  s12: join java.lang.Thread@Main.java:33 // at corpus.values.emptyqueue.fixed.Main.main(Main.java:40)
}

proc corpus.values.emptyqueue.fixed.Main.wakeAll[corpus.values.emptyqueue.fixed.Main@Main.java:31] {
  sync: acquire corpus.values.emptyqueue.fixed.Main@Main.java:31 // at corpus.values.emptyqueue.fixed.Main.wakeAll(Main.java:22)
  s1: read corpus.values.emptyqueue.fixed.Main@Main.java:31.waiters // at corpus.values.emptyqueue.fixed.Main.wakeAll(Main.java:22)
  s2: read java.util.LinkedList@Main.java:19[corpus.values.emptyqueue.fixed.Main@Main.java:31].$state // at corpus.values.emptyqueue.fixed.Main.wakeAll(Main.java:22)
  ret_0: release corpus.values.emptyqueue.fixed.Main@Main.java:31 // at corpus.values.emptyqueue.fixed.Main.wakeAll(Main.java:22)
}
