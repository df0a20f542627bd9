main corpus.extra.manythreads.fixed.Main.main
counter claims.java.lang.Thread@Main.java:24.0 cap 19 init 0
counter claims.java.lang.Thread@Main.java:24.1 cap 1 init 0
counter java.util.concurrent.CountDownLatch@Main.java:20.count cap 1 init 1
counter trips.corpus.extra.manythreads.fixed.Main.main.18 cap 20 init 0 per-thread
counter trips.corpus.extra.manythreads.fixed.Main.main.6 cap 20 init 0 per-thread

proc corpus.extra.manythreads.fixed.Main.lambda$main$0[corpus.extra.manythreads.fixed.Main.main:24#12] {
  s2: jump s3 s5                         // at corpus.extra.manythreads.fixed.Main.lambda$main$0(Main.java:25)
  s3: trydown java.util.concurrent.CountDownLatch@Main.java:20.count 1 else s3_1 // at corpus.extra.manythreads.fixed.Main.lambda$main$0(Main.java:26)
  s3_1: skip                             // at corpus.extra.manythreads.fixed.Main.lambda$main$0(Main.java:26)
  s3_2: goto exit                        // at corpus.extra.manythreads.fixed.Main.lambda$main$0(Main.java:26)
  s5: until java.util.concurrent.CountDownLatch@Main.java:20.count <= 0 // at corpus.extra.manythreads.fixed.Main.lambda$main$0(Main.java:29)
}

proc corpus.extra.manythreads.fixed.Main.lambda$main$0[corpus.extra.manythreads.fixed.Main.main:24#12]#args,p0=0 {
  s5: until java.util.concurrent.CountDownLatch@Main.java:20.count <= 0 // at corpus.extra.manythreads.fixed.Main.lambda$main$0(Main.java:29)
}

proc corpus.extra.manythreads.fixed.Main.lambda$main$0[corpus.extra.manythreads.fixed.Main.main:24#12]#args,p0=19 {
  s3: trydown java.util.concurrent.CountDownLatch@Main.java:20.count 1 else s3_1 // at corpus.extra.manythreads.fixed.Main.lambda$main$0(Main.java:26)
  s3_1: skip                             // at corpus.extra.manythreads.fixed.Main.lambda$main$0(Main.java:26)
}

proc corpus.extra.manythreads.fixed.Main.main {
  s6: tryup trips.corpus.extra.manythreads.fixed.Main.main.6 1 else s6_2 // at corpus.extra.manythreads.fixed.Main.main(Main.java:22)
  s6_1: goto s10                         // at corpus.extra.manythreads.fixed.Main.main(Main.java:22)
  s6_2: down trips.corpus.extra.manythreads.fixed.Main.main.6 20 // at corpus.extra.manythreads.fixed.Main.main(Main.java:22)
  s6_3: goto s18e1                       // at corpus.extra.manythreads.fixed.Main.main(Main.java:22)
  s10: write java.lang.Thread[]@Main.java:21[] // at corpus.extra.manythreads.fixed.Main.main(Main.java:24)
  s11: read java.lang.Thread[]@Main.java:21[] // at corpus.extra.manythreads.fixed.Main.main(Main.java:35)
  s12: fork thread:java.lang.Thread@Main.java:24 java.lang.Thread@Main.java:24 // at corpus.extra.manythreads.fixed.Main.main(Main.java:35)
  s12_1: goto s6                         // at corpus.extra.manythreads.fixed.Main.main(Main.java:35)
  s18e1: tryup trips.corpus.extra.manythreads.fixed.Main.main.18 1 else s18e1_2 // at corpus.extra.manythreads.fixed.Main.main(Main.java:37)
  s18e1_1: goto s19e1                    // at corpus.extra.manythreads.fixed.Main.main(Main.java:37)
  s18e1_2: down trips.corpus.extra.manythreads.fixed.Main.main.18 20 // at corpus.extra.manythreads.fixed.Main.main(Main.java:37)
  s18e1_3: goto exit                     // at corpus.extra.manythreads.fixed.Main.main(Main.java:37)
  s19e1: read java.lang.Thread[]@Main.java:21[] // at corpus.extra.manythreads.fixed.Main.main(Main.java:37)
  s20e1: join java.lang.Thread@Main.java:24 // at corpus.extra.manythreads.fixed.Main.main(Main.java:38)
  s20e1_1: goto s18e1                    // at corpus.extra.manythreads.fixed.Main.main(Main.java:38)
}

proc thread:java.lang.Thread@Main.java:24 {
  choose: jump r0_0 r1_0                 // at corpus.extra.manythreads.fixed.Main.main(Main.java:24)
  r0_0: tryup claims.java.lang.Thread@Main.java:24.0 1 else r0_1 // at corpus.extra.manythreads.fixed.Main.main(Main.java:24)
  c0_0: call corpus.extra.manythreads.fixed.Main.lambda$main$0[corpus.extra.manythreads.fixed.Main.main:24#12]#args,p0=0 // at corpus.extra.manythreads.fixed.Main.main(Main.java:24)
  x0_0: goto exit                        // at corpus.extra.manythreads.fixed.Main.main(Main.java:24)
  r0_1: tryup claims.java.lang.Thread@Main.java:24.1 1 else plain // at corpus.extra.manythreads.fixed.Main.main(Main.java:24)
  c0_1: call corpus.extra.manythreads.fixed.Main.lambda$main$0[corpus.extra.manythreads.fixed.Main.main:24#12]#args,p0=19 // at corpus.extra.manythreads.fixed.Main.main(Main.java:24)
  x0_1: goto exit                        // at corpus.extra.manythreads.fixed.Main.main(Main.java:24)
  r1_0: tryup claims.java.lang.Thread@Main.java:24.1 1 else r1_1 // at corpus.extra.manythreads.fixed.Main.main(Main.java:24)
  c1_0: call corpus.extra.manythreads.fixed.Main.lambda$main$0[corpus.extra.manythreads.fixed.Main.main:24#12]#args,p0=19 // at corpus.extra.manythreads.fixed.Main.main(Main.java:24)
  x1_0: goto exit                        // at corpus.extra.manythreads.fixed.Main.main(Main.java:24)
  r1_1: tryup claims.java.lang.Thread@Main.java:24.0 1 else plain // at corpus.extra.manythreads.fixed.Main.main(Main.java:24)
  c1_1: call corpus.extra.manythreads.fixed.Main.lambda$main$0[corpus.extra.manythreads.fixed.Main.main:24#12]#args,p0=0 // at corpus.extra.manythreads.fixed.Main.main(Main.java:24)
  x1_1: goto exit                        // at corpus.extra.manythreads.fixed.Main.main(Main.java:24)
  plain: call corpus.extra.manythreads.fixed.Main.lambda$main$0[corpus.extra.manythreads.fixed.Main.main:24#12] // at corpus.extra.manythreads.fixed.Main.main(Main.java:24)
}
