main corpus.extra.syncwrapiter.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:32.count cap 1 init 1
counter java.util.concurrent.CountDownLatch@Main.java:33.count cap 1 init 1

proc corpus.extra.syncwrapiter.Main.await[corpus.extra.syncwrapiter.Main.lambda$main$0:37#6,corpus.extra.syncwrapiter.Main.main:34#20] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:33.count <= 0 // at corpus.extra.syncwrapiter.Main.await(Main.java:24)
}

proc corpus.extra.syncwrapiter.Main.await[corpus.extra.syncwrapiter.Main.lambda$main$1:46#3,corpus.extra.syncwrapiter.Main.main:45#21] {
  s1: until java.util.concurrent.CountDownLatch@Main.java:32.count <= 0 // at corpus.extra.syncwrapiter.Main.await(Main.java:24)
}

proc corpus.extra.syncwrapiter.Main.lambda$main$0[corpus.extra.syncwrapiter.Main.main:34#20] {
  s4: acquire java.util.Map@Main.java:31 // at corpus.extra.syncwrapiter.Main.lambda$main$0(Main.java:35)
  s5: trydown java.util.concurrent.CountDownLatch@Main.java:32.count 1 else s5_1 // at corpus.extra.syncwrapiter.Main.lambda$main$0(Main.java:36)
  s5_1: skip                             // at corpus.extra.syncwrapiter.Main.lambda$main$0(Main.java:36)
  s6: call corpus.extra.syncwrapiter.Main.await[corpus.extra.syncwrapiter.Main.lambda$main$0:37#6,corpus.extra.syncwrapiter.Main.main:34#20] // at corpus.extra.syncwrapiter.Main.lambda$main$0(Main.java:37)
  s8: acquire java.util.Map@Main.java:31 // at corpus.extra.syncwrapiter.Main.lambda$main$0(Main.java:39)
  s8_1: release java.util.Map@Main.java:31 // at corpus.extra.syncwrapiter.Main.lambda$main$0(Main.java:39)
  s9: read java.util.HashMap@Main.java:31.$state // at corpus.extra.syncwrapiter.Main.lambda$main$0(Main.java:39)
  s9_1: acquire java.util.Map@Main.java:31 // at corpus.extra.syncwrapiter.Main.lambda$main$0(Main.java:39)
  s9_2: release java.util.Map@Main.java:31 // at corpus.extra.syncwrapiter.Main.lambda$main$0(Main.java:39)
  s10: read java.util.HashMap@Main.java:31.$state // at corpus.extra.syncwrapiter.Main.lambda$main$0(Main.java:39)
  s10_1: acquire java.util.Map@Main.java:31 // at corpus.extra.syncwrapiter.Main.lambda$main$0(Main.java:39)
  s10_2: release java.util.Map@Main.java:31 // at corpus.extra.syncwrapiter.Main.lambda$main$0(Main.java:39)
  s11_1: jump s12 exit11_s11             // at corpus.extra.syncwrapiter.Main.lambda$main$0(Main.java:39)
  exit11_s11: skip                       // at corpus.extra.syncwrapiter.Main.lambda$main$0(Main.java:39)
  s11_2: goto s21                        // at corpus.extra.syncwrapiter.Main.lambda$main$0(Main.java:39)
  s12: read java.util.HashMap@Main.java:31.$state // at corpus.extra.syncwrapiter.Main.lambda$main$0(Main.java:39)
  s12_1: acquire java.util.Map@Main.java:31 // at corpus.extra.syncwrapiter.Main.lambda$main$0(Main.java:39)
  s12_2: release java.util.Map@Main.java:31 // at corpus.extra.syncwrapiter.Main.lambda$main$0(Main.java:39)
  s12_3: goto s10                        // at corpus.extra.syncwrapiter.Main.lambda$main$0(Main.java:39)
  s21: read java.lang.System.out         // at corpus.extra.syncwrapiter.Main.lambda$main$0(Main.java:42)
  s23: release java.util.Map@Main.java:31 // at corpus.extra.syncwrapiter.Main.lambda$main$0(Main.java:43)
}

proc corpus.extra.syncwrapiter.Main.lambda$main$1[corpus.extra.syncwrapiter.Main.main:45#21] {
  s3: call corpus.extra.syncwrapiter.Main.await[corpus.extra.syncwrapiter.Main.lambda$main$1:46#3,corpus.extra.syncwrapiter.Main.main:45#21] // at corpus.extra.syncwrapiter.Main.lambda$main$1(Main.java:46)
  s5: acquire java.util.Map@Main.java:31 // at corpus.extra.syncwrapiter.Main.lambda$main$1(Main.java:47)
  s5_1: release java.util.Map@Main.java:31 // at corpus.extra.syncwrapiter.Main.lambda$main$1(Main.java:47)
  s6: trydown java.util.concurrent.CountDownLatch@Main.java:33.count 1 else s6_1 // at corpus.extra.syncwrapiter.Main.lambda$main$1(Main.java:48)
  s6_1: skip                             // at corpus.extra.syncwrapiter.Main.lambda$main$1(Main.java:48)
}

proc corpus.extra.syncwrapiter.Main.main {
  s20: fork corpus.extra.syncwrapiter.Main.lambda$main$0[corpus.extra.syncwrapiter.Main.main:34#20] java.lang.Thread@Main.java:34 // at corpus.extra.syncwrapiter.Main.main(Main.java:50)
  s21: fork corpus.extra.syncwrapiter.Main.lambda$main$1[corpus.extra.syncwrapiter.Main.main:45#21] java.lang.Thread@Main.java:45 // at corpus.extra.syncwrapiter.Main.main(Main.java:51)
  s22: join java.lang.Thread@Main.java:34 // at corpus.extra.syncwrapiter.Main.main(Main.java:52)
  s23: join java.lang.Thread@Main.java:45 // at corpus.extra.syncwrapiter.Main.main(Main.java:53)
}
