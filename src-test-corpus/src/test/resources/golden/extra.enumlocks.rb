main entry

proc corpus.extra.enumlocks.Main$Resource.$values {
  s1: read corpus.extra.enumlocks.Main$Resource.DISK // at corpus.extra.enumlocks.Main$Resource.$values(Main.java:17)
  s2: write corpus.extra.enumlocks.Main$Resource[]@Main.java:17#2[0] // at corpus.extra.enumlocks.Main$Resource.$values(Main.java:17)
  s3: read corpus.extra.enumlocks.Main$Resource.NET // at corpus.extra.enumlocks.Main$Resource.$values(Main.java:17)
  s4: write corpus.extra.enumlocks.Main$Resource[]@Main.java:17#2[1] // at corpus.extra.enumlocks.Main$Resource.$values(Main.java:17)
}

proc corpus.extra.enumlocks.Main$Resource.<clinit> {
  s1: call corpus.extra.enumlocks.Main$Resource.<init>[corpus.extra.enumlocks.Main$Resource@Main.java:17#2] // at corpus.extra.enumlocks.Main$Resource.<clinit>(Main.java:17)
  s2: write corpus.extra.enumlocks.Main$Resource.DISK // at corpus.extra.enumlocks.Main$Resource.<clinit>(Main.java:17)
  s4: call corpus.extra.enumlocks.Main$Resource.<init>[corpus.extra.enumlocks.Main$Resource@Main.java:17#2] // at corpus.extra.enumlocks.Main$Resource.<clinit>(Main.java:17)
  s5: write corpus.extra.enumlocks.Main$Resource.NET // at corpus.extra.enumlocks.Main$Resource.<clinit>(Main.java:17)
  s6: call corpus.extra.enumlocks.Main$Resource.$values // at corpus.extra.enumlocks.Main$Resource.<clinit>(Main.java:17)
  s7: write corpus.extra.enumlocks.Main$Resource.$VALUES // at corpus.extra.enumlocks.Main$Resource.<clinit>(Main.java:17)
}

proc corpus.extra.enumlocks.Main$Resource.<init>[corpus.extra.enumlocks.Main$Resource@Main.java:17#2] {
}

proc corpus.extra.enumlocks.Main$Resource.valueOf[corpus.extra.enumlocks.Main.lambda$main$0:38#2,corpus.extra.enumlocks.Main.main:38#10] {
}

proc corpus.extra.enumlocks.Main$Resource.values {
  s0: read corpus.extra.enumlocks.Main$Resource.$VALUES // at corpus.extra.enumlocks.Main$Resource.values(Main.java:17)
}

proc corpus.extra.enumlocks.Main.lambda$main$0[corpus.extra.enumlocks.Main.main:38#10] {
  s1: read corpus.extra.enumlocks.Main$Resource.NET // at corpus.extra.enumlocks.Main.lambda$main$0(Main.java:38)
  s2: call corpus.extra.enumlocks.Main$Resource.valueOf[corpus.extra.enumlocks.Main.lambda$main$0:38#2,corpus.extra.enumlocks.Main.main:38#10] // at corpus.extra.enumlocks.Main.lambda$main$0(Main.java:38)
  s3: call corpus.extra.enumlocks.Main.use[corpus.extra.enumlocks.Main.lambda$main$0:38#3,corpus.extra.enumlocks.Main.main:38#10] // at corpus.extra.enumlocks.Main.lambda$main$0(Main.java:38)
}

proc corpus.extra.enumlocks.Main.main {
  s2: jump s3 s10                        // at corpus.extra.enumlocks.Main.main(Main.java:37)
  s3: read java.lang.String[][]          // at corpus.extra.enumlocks.Main.main(Main.java:37)
  s10: fork corpus.extra.enumlocks.Main.lambda$main$0[corpus.extra.enumlocks.Main.main:38#10] java.lang.Thread@Main.java:38 // at corpus.extra.enumlocks.Main.main(Main.java:39)
  s11: call corpus.extra.enumlocks.Main$Resource.valueOf[corpus.extra.enumlocks.Main.lambda$main$0:38#2,corpus.extra.enumlocks.Main.main:38#10] // at corpus.extra.enumlocks.Main.main(Main.java:40)
  s12: call corpus.extra.enumlocks.Main$Resource.values // at corpus.extra.enumlocks.Main.main(Main.java:40)
  s13: read corpus.extra.enumlocks.Main$Resource[]@Main.java:17[1] // at corpus.extra.enumlocks.Main.main(Main.java:40)
  s14: call corpus.extra.enumlocks.Main.use[corpus.extra.enumlocks.Main.main:40#14] // at corpus.extra.enumlocks.Main.main(Main.java:40)
  s15: join java.lang.Thread@Main.java:38 // at corpus.extra.enumlocks.Main.main(Main.java:41)
}

proc corpus.extra.enumlocks.Main.pause {
}

proc corpus.extra.enumlocks.Main.use[corpus.extra.enumlocks.Main.lambda$main$0:38#3,corpus.extra.enumlocks.Main.main:38#10] {
  s3: acquire corpus.extra.enumlocks.Main$Resource@Main.java:17#2 // at corpus.extra.enumlocks.Main.use(Main.java:20)
  s4: call corpus.extra.enumlocks.Main.pause // at corpus.extra.enumlocks.Main.use(Main.java:21)
  s6: jump s6_1 s6_3                     // at corpus.extra.enumlocks.Main.use(Main.java:22)
  s6_1: acquire corpus.extra.enumlocks.Main$Resource@Main.java:17 // at corpus.extra.enumlocks.Main.use(Main.java:22)
  s6_2: goto s7e1                        // at corpus.extra.enumlocks.Main.use(Main.java:22)
  s6_3: acquire corpus.extra.enumlocks.Main$Resource@Main.java:17#2 // at corpus.extra.enumlocks.Main.use(Main.java:22)
  s6_4: goto s7e2                        // at corpus.extra.enumlocks.Main.use(Main.java:22)
  s22: release corpus.extra.enumlocks.Main$Resource@Main.java:17#2 // at corpus.extra.enumlocks.Main.use(Main.java:25)
  s22_1: goto exit                       // at corpus.extra.enumlocks.Main.use(Main.java:25)
  s7e1: read java.lang.System.out        // at corpus.extra.enumlocks.Main.use(Main.java:23)
  s12e1: release corpus.extra.enumlocks.Main$Resource@Main.java:17 // at corpus.extra.enumlocks.Main.use(Main.java:24)
  s12e1_1: goto s22                      // at corpus.extra.enumlocks.Main.use(Main.java:24)
  s7e2: read java.lang.System.out        // at corpus.extra.enumlocks.Main.use(Main.java:23)
  s12e2: release corpus.extra.enumlocks.Main$Resource@Main.java:17#2 // at corpus.extra.enumlocks.Main.use(Main.java:24)
  s12e2_1: goto s22                      // at corpus.extra.enumlocks.Main.use(Main.java:24)
}

proc corpus.extra.enumlocks.Main.use[corpus.extra.enumlocks.Main.main:40#14] {
  s3: acquire corpus.extra.enumlocks.Main$Resource@Main.java:17 // at corpus.extra.enumlocks.Main.use(Main.java:20)
  s4: call corpus.extra.enumlocks.Main.pause // at corpus.extra.enumlocks.Main.use(Main.java:21)
  s6: acquire corpus.extra.enumlocks.Main$Resource@Main.java:17#2 // at corpus.extra.enumlocks.Main.use(Main.java:22)
  s7: read java.lang.System.out          // at corpus.extra.enumlocks.Main.use(Main.java:23)
  s12: release corpus.extra.enumlocks.Main$Resource@Main.java:17#2 // at corpus.extra.enumlocks.Main.use(Main.java:24)
  s22: release corpus.extra.enumlocks.Main$Resource@Main.java:17 // at corpus.extra.enumlocks.Main.use(Main.java:25)
}

proc entry {
  init0: call corpus.extra.enumlocks.Main$Resource.<clinit> // at corpus.extra.enumlocks.Main.main(Main.java:37)
  main: call corpus.extra.enumlocks.Main.main // at corpus.extra.enumlocks.Main.main(Main.java:37)
}
