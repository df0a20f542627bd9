main entry

proc corpus.extra.enumlocks.fixed.Main$Resource.$values {
  s1: read corpus.extra.enumlocks.fixed.Main$Resource.DISK // at corpus.extra.enumlocks.fixed.Main$Resource.$values(Main.java:15)
  s2: write corpus.extra.enumlocks.fixed.Main$Resource[]@Main.java:15#2[0] // at corpus.extra.enumlocks.fixed.Main$Resource.$values(Main.java:15)
  s3: read corpus.extra.enumlocks.fixed.Main$Resource.NET // at corpus.extra.enumlocks.fixed.Main$Resource.$values(Main.java:15)
  s4: write corpus.extra.enumlocks.fixed.Main$Resource[]@Main.java:15#2[1] // at corpus.extra.enumlocks.fixed.Main$Resource.$values(Main.java:15)
}

proc corpus.extra.enumlocks.fixed.Main$Resource.<clinit> {
  s1: call corpus.extra.enumlocks.fixed.Main$Resource.<init>[corpus.extra.enumlocks.fixed.Main$Resource@Main.java:15#2] // at corpus.extra.enumlocks.fixed.Main$Resource.<clinit>(Main.java:15)
  s2: write corpus.extra.enumlocks.fixed.Main$Resource.DISK // at corpus.extra.enumlocks.fixed.Main$Resource.<clinit>(Main.java:15)
  s4: call corpus.extra.enumlocks.fixed.Main$Resource.<init>[corpus.extra.enumlocks.fixed.Main$Resource@Main.java:15#2] // at corpus.extra.enumlocks.fixed.Main$Resource.<clinit>(Main.java:15)
  s5: write corpus.extra.enumlocks.fixed.Main$Resource.NET // at corpus.extra.enumlocks.fixed.Main$Resource.<clinit>(Main.java:15)
  s6: call corpus.extra.enumlocks.fixed.Main$Resource.$values // at corpus.extra.enumlocks.fixed.Main$Resource.<clinit>(Main.java:15)
  s7: write corpus.extra.enumlocks.fixed.Main$Resource.$VALUES // at corpus.extra.enumlocks.fixed.Main$Resource.<clinit>(Main.java:15)
}

proc corpus.extra.enumlocks.fixed.Main$Resource.<init>[corpus.extra.enumlocks.fixed.Main$Resource@Main.java:15#2] {
}

proc corpus.extra.enumlocks.fixed.Main$Resource.valueOf[corpus.extra.enumlocks.fixed.Main.lambda$main$0:35#0] {
}

proc corpus.extra.enumlocks.fixed.Main$Resource.values {
  s0: read corpus.extra.enumlocks.fixed.Main$Resource.$VALUES // at corpus.extra.enumlocks.fixed.Main$Resource.values(Main.java:15)
}

proc corpus.extra.enumlocks.fixed.Main.lambda$main$0 {
  s0: call corpus.extra.enumlocks.fixed.Main$Resource.valueOf[corpus.extra.enumlocks.fixed.Main.lambda$main$0:35#0] // at corpus.extra.enumlocks.fixed.Main.lambda$main$0(Main.java:35)
  s1: read corpus.extra.enumlocks.fixed.Main$Resource.NET // at corpus.extra.enumlocks.fixed.Main.lambda$main$0(Main.java:35)
  s2: call corpus.extra.enumlocks.fixed.Main.use[corpus.extra.enumlocks.fixed.Main.lambda$main$0:35#2] // at corpus.extra.enumlocks.fixed.Main.lambda$main$0(Main.java:35)
}

proc corpus.extra.enumlocks.fixed.Main.main {
  s5: fork corpus.extra.enumlocks.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:35 // at corpus.extra.enumlocks.fixed.Main.main(Main.java:36)
  s6: read corpus.extra.enumlocks.fixed.Main$Resource.DISK // at corpus.extra.enumlocks.fixed.Main.main(Main.java:37)
  s7: call corpus.extra.enumlocks.fixed.Main$Resource.values // at corpus.extra.enumlocks.fixed.Main.main(Main.java:37)
  s8: read corpus.extra.enumlocks.fixed.Main$Resource[]@Main.java:15[1] // at corpus.extra.enumlocks.fixed.Main.main(Main.java:37)
  s9: call corpus.extra.enumlocks.fixed.Main.use[corpus.extra.enumlocks.fixed.Main.lambda$main$0:35#2] // at corpus.extra.enumlocks.fixed.Main.main(Main.java:37)
  s10: join java.lang.Thread@Main.java:35 // at corpus.extra.enumlocks.fixed.Main.main(Main.java:38)
}

proc corpus.extra.enumlocks.fixed.Main.pause {
}

proc corpus.extra.enumlocks.fixed.Main.use[corpus.extra.enumlocks.fixed.Main.lambda$main$0:35#2] {
  s3: acquire corpus.extra.enumlocks.fixed.Main$Resource@Main.java:15 // at corpus.extra.enumlocks.fixed.Main.use(Main.java:18)
  s4: call corpus.extra.enumlocks.fixed.Main.pause // at corpus.extra.enumlocks.fixed.Main.use(Main.java:19)
  s6: acquire corpus.extra.enumlocks.fixed.Main$Resource@Main.java:15#2 // at corpus.extra.enumlocks.fixed.Main.use(Main.java:20)
  s7: read java.lang.System.out          // at corpus.extra.enumlocks.fixed.Main.use(Main.java:21)
  s12: release corpus.extra.enumlocks.fixed.Main$Resource@Main.java:15#2 // at corpus.extra.enumlocks.fixed.Main.use(Main.java:22)
  s22: release corpus.extra.enumlocks.fixed.Main$Resource@Main.java:15 // at corpus.extra.enumlocks.fixed.Main.use(Main.java:23)
}

proc entry {
  init0: call corpus.extra.enumlocks.fixed.Main$Resource.<clinit> // at corpus.extra.enumlocks.fixed.Main.main(Main.java:35)
  main: call corpus.extra.enumlocks.fixed.Main.main // at corpus.extra.enumlocks.fixed.Main.main(Main.java:35)
}
