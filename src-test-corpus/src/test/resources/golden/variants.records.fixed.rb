main corpus.variants.records.fixed.Main.main

proc corpus.variants.records.fixed.Main$Account.<init>[corpus.variants.records.fixed.Main$Account@Main.java:31] {
  s4: write corpus.variants.records.fixed.Main$Account@Main.java:31.name // at corpus.variants.records.fixed.Main$Account.<init>(Main.java:15)
  s5: write corpus.variants.records.fixed.Main$Account@Main.java:31.monitor // at corpus.variants.records.fixed.Main$Account.<init>(Main.java:15)
}

proc corpus.variants.records.fixed.Main$Account.<init>[corpus.variants.records.fixed.Main$Account@Main.java:32] {
  s4: write corpus.variants.records.fixed.Main$Account@Main.java:32.name // at corpus.variants.records.fixed.Main$Account.<init>(Main.java:15)
  s5: write corpus.variants.records.fixed.Main$Account@Main.java:32.monitor // at corpus.variants.records.fixed.Main$Account.<init>(Main.java:15)
}

proc corpus.variants.records.fixed.Main$Account.monitor[corpus.variants.records.fixed.Main$Account@Main.java:31] {
  s1: read corpus.variants.records.fixed.Main$Account@Main.java:31.monitor // at corpus.variants.records.fixed.Main$Account.monitor(Main.java:15)
}

proc corpus.variants.records.fixed.Main$Account.monitor[corpus.variants.records.fixed.Main$Account@Main.java:32] {
  s1: read corpus.variants.records.fixed.Main$Account@Main.java:32.monitor // at corpus.variants.records.fixed.Main$Account.monitor(Main.java:15)
}

proc corpus.variants.records.fixed.Main$Transfer.<init>[corpus.variants.records.fixed.Main$Transfer@Main.java:33] {
  s5: write corpus.variants.records.fixed.Main$Transfer@Main.java:33.from // at corpus.variants.records.fixed.Main$Transfer.<init>(Main.java:18)
  s6: write corpus.variants.records.fixed.Main$Transfer@Main.java:33.to // at corpus.variants.records.fixed.Main$Transfer.<init>(Main.java:18)
  s7: write corpus.variants.records.fixed.Main$Transfer@Main.java:33.amount // at corpus.variants.records.fixed.Main$Transfer.<init>(Main.java:18)
}

proc corpus.variants.records.fixed.Main$Transfer.<init>[corpus.variants.records.fixed.Main$Transfer@Main.java:34] {
  s5: write corpus.variants.records.fixed.Main$Transfer@Main.java:34.from // at corpus.variants.records.fixed.Main$Transfer.<init>(Main.java:18)
  s6: write corpus.variants.records.fixed.Main$Transfer@Main.java:34.to // at corpus.variants.records.fixed.Main$Transfer.<init>(Main.java:18)
  s7: write corpus.variants.records.fixed.Main$Transfer@Main.java:34.amount // at corpus.variants.records.fixed.Main$Transfer.<init>(Main.java:18)
}

proc corpus.variants.records.fixed.Main$Transfer.execute[corpus.variants.records.fixed.Main$Transfer@Main.java:33] {
  s1: call corpus.variants.records.fixed.Main$Transfer.from[corpus.variants.records.fixed.Main$Transfer@Main.java:33] // at corpus.variants.records.fixed.Main$Transfer.execute(Main.java:22)
  s2: call corpus.variants.records.fixed.Main$Account.monitor[corpus.variants.records.fixed.Main$Account@Main.java:31] // at corpus.variants.records.fixed.Main$Transfer.execute(Main.java:22)
  s3: acquire java.lang.Object@Main.java:31 // at corpus.variants.records.fixed.Main$Transfer.execute(Main.java:22)
  s4: call corpus.variants.records.fixed.Main$Transfer.to[corpus.variants.records.fixed.Main$Transfer@Main.java:33] // at corpus.variants.records.fixed.Main$Transfer.execute(Main.java:23)
  s5: call corpus.variants.records.fixed.Main$Account.monitor[corpus.variants.records.fixed.Main$Account@Main.java:32] // at corpus.variants.records.fixed.Main$Transfer.execute(Main.java:23)
  s6: acquire java.lang.Object@Main.java:32 // at corpus.variants.records.fixed.Main$Transfer.execute(Main.java:23)
  s7: read corpus.variants.records.fixed.Main$Transfer.moved // at corpus.variants.records.fixed.Main$Transfer.execute(Main.java:24)
  s8: read corpus.variants.records.fixed.Main$Transfer@Main.java:33.amount // at corpus.variants.records.fixed.Main$Transfer.execute(Main.java:24)
  s10: write corpus.variants.records.fixed.Main$Transfer.moved // at corpus.variants.records.fixed.Main$Transfer.execute(Main.java:24)
  s11: release java.lang.Object@Main.java:32 // at corpus.variants.records.fixed.Main$Transfer.execute(Main.java:25)
  s21: release java.lang.Object@Main.java:31 // at corpus.variants.records.fixed.Main$Transfer.execute(Main.java:26)
}

proc corpus.variants.records.fixed.Main$Transfer.execute[corpus.variants.records.fixed.Main$Transfer@Main.java:34] {
  s1: call corpus.variants.records.fixed.Main$Transfer.from[corpus.variants.records.fixed.Main$Transfer@Main.java:34] // at corpus.variants.records.fixed.Main$Transfer.execute(Main.java:22)
  s2: call corpus.variants.records.fixed.Main$Account.monitor[corpus.variants.records.fixed.Main$Account@Main.java:31] // at corpus.variants.records.fixed.Main$Transfer.execute(Main.java:22)
  s3: acquire java.lang.Object@Main.java:31 // at corpus.variants.records.fixed.Main$Transfer.execute(Main.java:22)
  s4: call corpus.variants.records.fixed.Main$Transfer.to[corpus.variants.records.fixed.Main$Transfer@Main.java:34] // at corpus.variants.records.fixed.Main$Transfer.execute(Main.java:23)
  s5: call corpus.variants.records.fixed.Main$Account.monitor[corpus.variants.records.fixed.Main$Account@Main.java:32] // at corpus.variants.records.fixed.Main$Transfer.execute(Main.java:23)
  s6: acquire java.lang.Object@Main.java:32 // at corpus.variants.records.fixed.Main$Transfer.execute(Main.java:23)
  s7: read corpus.variants.records.fixed.Main$Transfer.moved // at corpus.variants.records.fixed.Main$Transfer.execute(Main.java:24)
  s8: read corpus.variants.records.fixed.Main$Transfer@Main.java:34.amount // at corpus.variants.records.fixed.Main$Transfer.execute(Main.java:24)
  s10: write corpus.variants.records.fixed.Main$Transfer.moved // at corpus.variants.records.fixed.Main$Transfer.execute(Main.java:24)
  s11: release java.lang.Object@Main.java:32 // at corpus.variants.records.fixed.Main$Transfer.execute(Main.java:25)
  s21: release java.lang.Object@Main.java:31 // at corpus.variants.records.fixed.Main$Transfer.execute(Main.java:26)
}

proc corpus.variants.records.fixed.Main$Transfer.from[corpus.variants.records.fixed.Main$Transfer@Main.java:33] {
  s1: read corpus.variants.records.fixed.Main$Transfer@Main.java:33.from // at corpus.variants.records.fixed.Main$Transfer.from(Main.java:18)
}

proc corpus.variants.records.fixed.Main$Transfer.from[corpus.variants.records.fixed.Main$Transfer@Main.java:34] {
  s1: read corpus.variants.records.fixed.Main$Transfer@Main.java:34.from // at corpus.variants.records.fixed.Main$Transfer.from(Main.java:18)
}

proc corpus.variants.records.fixed.Main$Transfer.to[corpus.variants.records.fixed.Main$Transfer@Main.java:33] {
  s1: read corpus.variants.records.fixed.Main$Transfer@Main.java:33.to // at corpus.variants.records.fixed.Main$Transfer.to(Main.java:18)
}

proc corpus.variants.records.fixed.Main$Transfer.to[corpus.variants.records.fixed.Main$Transfer@Main.java:34] {
  s1: read corpus.variants.records.fixed.Main$Transfer@Main.java:34.to // at corpus.variants.records.fixed.Main$Transfer.to(Main.java:18)
}

proc corpus.variants.records.fixed.Main.main {
  s4: call corpus.variants.records.fixed.Main$Account.<init>[corpus.variants.records.fixed.Main$Account@Main.java:31] // at corpus.variants.records.fixed.Main.main(Main.java:31)
  s9: call corpus.variants.records.fixed.Main$Account.<init>[corpus.variants.records.fixed.Main$Account@Main.java:32] // at corpus.variants.records.fixed.Main.main(Main.java:32)
  s12: call corpus.variants.records.fixed.Main$Transfer.<init>[corpus.variants.records.fixed.Main$Transfer@Main.java:33] // at corpus.variants.records.fixed.Main.main(Main.java:33)
  s15: call corpus.variants.records.fixed.Main$Transfer.<init>[corpus.variants.records.fixed.Main$Transfer@Main.java:34] // at corpus.variants.records.fixed.Main.main(Main.java:34)
  s27: fork corpus.variants.records.fixed.Main$Transfer.execute[corpus.variants.records.fixed.Main$Transfer@Main.java:33] java.lang.Thread@Main.java:35 // at corpus.variants.records.fixed.Main.main(Main.java:37)
  s28: fork corpus.variants.records.fixed.Main$Transfer.execute[corpus.variants.records.fixed.Main$Transfer@Main.java:34] java.lang.Thread@Main.java:36 // at corpus.variants.records.fixed.Main.main(Main.java:38)
  s29: join java.lang.Thread@Main.java:35 // at corpus.variants.records.fixed.Main.main(Main.java:39)
  s30: join java.lang.Thread@Main.java:36 // at corpus.variants.records.fixed.Main.main(Main.java:40)
}
