main corpus.extra.poolroles.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:32.count cap 2 init 2
counter java.util.concurrent.ExecutorService@Main.java:31.workers cap 4 init 4
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:31 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:31 cap 1 init 0

proc corpus.extra.poolroles.Main.lambda$main$0[corpus.extra.poolroles.Main.main:36#40] {
  s2: jump s3 s6                         // at corpus.extra.poolroles.Main.lambda$main$0(Main.java:37)
  s3: call corpus.extra.poolroles.Main.load[corpus.extra.poolroles.Main.lambda$main$0:38#3,corpus.extra.poolroles.Main.main:36#40] // at corpus.extra.poolroles.Main.lambda$main$0(Main.java:38)
  s4: trydown java.util.concurrent.CountDownLatch@Main.java:32.count 1 else s4_1 // at corpus.extra.poolroles.Main.lambda$main$0(Main.java:39)
  s4_1: skip                             // at corpus.extra.poolroles.Main.lambda$main$0(Main.java:39)
  s4_2: goto exit                        // at corpus.extra.poolroles.Main.lambda$main$0(Main.java:39)
  s6: until java.util.concurrent.CountDownLatch@Main.java:32.count <= 0 // at corpus.extra.poolroles.Main.lambda$main$0(Main.java:42)
}

proc corpus.extra.poolroles.Main.lambda$main$0[corpus.extra.poolroles.Main.main:36#40]#args,p0=1 {
  s6: until java.util.concurrent.CountDownLatch@Main.java:32.count <= 0 // at corpus.extra.poolroles.Main.lambda$main$0(Main.java:42)
}

proc corpus.extra.poolroles.Main.lambda$main$0[corpus.extra.poolroles.Main.main:36#9]#args,p0=0 {
  s0: goto s3e1                          // at corpus.extra.poolroles.Main.lambda$main$0(Main.java:37)
  s4: trydown java.util.concurrent.CountDownLatch@Main.java:32.count 1 else s4_1 // at corpus.extra.poolroles.Main.lambda$main$0(Main.java:39)
  s4_1: skip                             // at corpus.extra.poolroles.Main.lambda$main$0(Main.java:39)
  s4_2: goto exit                        // at corpus.extra.poolroles.Main.lambda$main$0(Main.java:39)
  s3e1: call corpus.extra.poolroles.Main.load[corpus.extra.poolroles.Main.lambda$main$0:38#3,corpus.extra.poolroles.Main.main:36#40] // at corpus.extra.poolroles.Main.lambda$main$0(Main.java:38)
  s3e1_1: goto s4                        // at corpus.extra.poolroles.Main.lambda$main$0(Main.java:38)
}

proc corpus.extra.poolroles.Main.load[corpus.extra.poolroles.Main.lambda$main$0:38#3,corpus.extra.poolroles.Main.main:36#40] {
  s1: read java.lang.System.out          // at corpus.extra.poolroles.Main.load(Main.java:27)
}

proc corpus.extra.poolroles.Main.main {
  s0: goto s9e1                          // at corpus.extra.poolroles.Main.main(Main.java:31)
  s21_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:31 1 else s21 // at corpus.extra.poolroles.Main.main(Main.java:52)
  s21: skip                              // at corpus.extra.poolroles.Main.main(Main.java:52)
  s21_2: goto exit                       // at corpus.extra.poolroles.Main.main(Main.java:52)
  s9e1: fork thread:java.lang.Thread@Main.java:36 java.lang.Thread@Main.java:36 // at corpus.extra.poolroles.Main.main(Main.java:36)
  s10e1: write java.util.concurrent.Future[]@Main.java:33[0] // at corpus.extra.poolroles.Main.main(Main.java:36)
  s40e2: fork thread:java.lang.Thread@Main.java:36#2 java.lang.Thread@Main.java:36#2 // at corpus.extra.poolroles.Main.main(Main.java:36)
  s41e2: write java.util.concurrent.Future[]@Main.java:33[1] // at corpus.extra.poolroles.Main.main(Main.java:36)
  s46e3: fork thread:java.lang.Thread@Main.java:36#3 java.lang.Thread@Main.java:36#3 // at corpus.extra.poolroles.Main.main(Main.java:36)
  s47e3: write java.util.concurrent.Future[]@Main.java:33[2] // at corpus.extra.poolroles.Main.main(Main.java:36)
  s52e4: fork thread:java.lang.Thread@Main.java:36#4 java.lang.Thread@Main.java:36#4 // at corpus.extra.poolroles.Main.main(Main.java:36)
  s53e4: write java.util.concurrent.Future[]@Main.java:33[3] // at corpus.extra.poolroles.Main.main(Main.java:36)
  s17e7: read java.util.concurrent.Future[]@Main.java:33[0] // at corpus.extra.poolroles.Main.main(Main.java:49)
  s18e7: join java.lang.Thread@Main.java:36 // at corpus.extra.poolroles.Main.main(Main.java:50)
  s24e8: read java.util.concurrent.Future[]@Main.java:33[1] // at corpus.extra.poolroles.Main.main(Main.java:49)
  s25e8: join java.lang.Thread@Main.java:36#2 // at corpus.extra.poolroles.Main.main(Main.java:50)
  s29e9: read java.util.concurrent.Future[]@Main.java:33[2] // at corpus.extra.poolroles.Main.main(Main.java:49)
  s30e9: join java.lang.Thread@Main.java:36#3 // at corpus.extra.poolroles.Main.main(Main.java:50)
  s34e11: read java.util.concurrent.Future[]@Main.java:33[3] // at corpus.extra.poolroles.Main.main(Main.java:49)
  s35e11: join java.lang.Thread@Main.java:36#4 // at corpus.extra.poolroles.Main.main(Main.java:50)
  s35e11_1: goto s21_1                   // at corpus.extra.poolroles.Main.main(Main.java:50)
}

proc thread:java.lang.Thread@Main.java:36 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:31 1 else t0 // at corpus.extra.poolroles.Main.main(Main.java:36)
  t0: skip                               // at corpus.extra.poolroles.Main.main(Main.java:36)
  w0: down java.util.concurrent.ExecutorService@Main.java:31.workers 1 // at corpus.extra.poolroles.Main.main(Main.java:36)
  c0: call corpus.extra.poolroles.Main.lambda$main$0[corpus.extra.poolroles.Main.main:36#9]#args,p0=0 // at corpus.extra.poolroles.Main.main(Main.java:36)
  u0: up java.util.concurrent.ExecutorService@Main.java:31.workers 1 // at corpus.extra.poolroles.Main.main(Main.java:36)
}

proc thread:java.lang.Thread@Main.java:36#2 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:31 1 else t0 // at corpus.extra.poolroles.Main.main(Main.java:36)
  t0: skip                               // at corpus.extra.poolroles.Main.main(Main.java:36)
  w0: down java.util.concurrent.ExecutorService@Main.java:31.workers 1 // at corpus.extra.poolroles.Main.main(Main.java:36)
  c0: call corpus.extra.poolroles.Main.lambda$main$0[corpus.extra.poolroles.Main.main:36#40]#args,p0=1 // at corpus.extra.poolroles.Main.main(Main.java:36)
  u0: up java.util.concurrent.ExecutorService@Main.java:31.workers 1 // at corpus.extra.poolroles.Main.main(Main.java:36)
}

proc thread:java.lang.Thread@Main.java:36#3 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:31 1 else t0 // at corpus.extra.poolroles.Main.main(Main.java:36)
  t0: skip                               // at corpus.extra.poolroles.Main.main(Main.java:36)
  w0: down java.util.concurrent.ExecutorService@Main.java:31.workers 1 // at corpus.extra.poolroles.Main.main(Main.java:36)
  c0: call corpus.extra.poolroles.Main.lambda$main$0[corpus.extra.poolroles.Main.main:36#40]#args,p0=1 // at corpus.extra.poolroles.Main.main(Main.java:36)
  u0: up java.util.concurrent.ExecutorService@Main.java:31.workers 1 // at corpus.extra.poolroles.Main.main(Main.java:36)
}

proc thread:java.lang.Thread@Main.java:36#4 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:31 1 else t0 // at corpus.extra.poolroles.Main.main(Main.java:36)
  t0: skip                               // at corpus.extra.poolroles.Main.main(Main.java:36)
  w0: down java.util.concurrent.ExecutorService@Main.java:31.workers 1 // at corpus.extra.poolroles.Main.main(Main.java:36)
  c0: call corpus.extra.poolroles.Main.lambda$main$0[corpus.extra.poolroles.Main.main:36#40]#args,p0=1 // at corpus.extra.poolroles.Main.main(Main.java:36)
  u0: up java.util.concurrent.ExecutorService@Main.java:31.workers 1 // at corpus.extra.poolroles.Main.main(Main.java:36)
}
