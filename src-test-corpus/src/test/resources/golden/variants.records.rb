main corpus.variants.records.Main.main

proc corpus.variants.records.Main$Account.<init>[corpus.variants.records.Main$Account@Main.java:32] {
  s4: write corpus.variants.records.Main$Account@Main.java:32.name // at corpus.variants.records.Main$Account.<init>(Main.java:16)
  s5: write corpus.variants.records.Main$Account@Main.java:32.monitor // at corpus.variants.records.Main$Account.<init>(Main.java:16)
}

proc corpus.variants.records.Main$Account.<init>[corpus.variants.records.Main$Account@Main.java:33] {
  s4: write corpus.variants.records.Main$Account@Main.java:33.name // at corpus.variants.records.Main$Account.<init>(Main.java:16)
  s5: write corpus.variants.records.Main$Account@Main.java:33.monitor // at corpus.variants.records.Main$Account.<init>(Main.java:16)
}

proc corpus.variants.records.Main$Account.monitor[corpus.variants.records.Main$Account@Main.java:32] {
  s1: read corpus.variants.records.Main$Account@Main.java:32.monitor // at corpus.variants.records.Main$Account.monitor(Main.java:16)
}

proc corpus.variants.records.Main$Account.monitor[corpus.variants.records.Main$Account@Main.java:33] {
  s1: read corpus.variants.records.Main$Account@Main.java:33.monitor // at corpus.variants.records.Main$Account.monitor(Main.java:16)
}

proc corpus.variants.records.Main$Transfer.<init>[corpus.variants.records.Main$Transfer@Main.java:34] {
  s5: write corpus.variants.records.Main$Transfer@Main.java:34.from // at corpus.variants.records.Main$Transfer.<init>(Main.java:19)
  s6: write corpus.variants.records.Main$Transfer@Main.java:34.to // at corpus.variants.records.Main$Transfer.<init>(Main.java:19)
  s7: write corpus.variants.records.Main$Transfer@Main.java:34.amount // at corpus.variants.records.Main$Transfer.<init>(Main.java:19)
}

proc corpus.variants.records.Main$Transfer.<init>[corpus.variants.records.Main$Transfer@Main.java:35] {
  s5: write corpus.variants.records.Main$Transfer@Main.java:35.from // at corpus.variants.records.Main$Transfer.<init>(Main.java:19)
  s6: write corpus.variants.records.Main$Transfer@Main.java:35.to // at corpus.variants.records.Main$Transfer.<init>(Main.java:19)
  s7: write corpus.variants.records.Main$Transfer@Main.java:35.amount // at corpus.variants.records.Main$Transfer.<init>(Main.java:19)
}

proc corpus.variants.records.Main$Transfer.execute[corpus.variants.records.Main$Transfer@Main.java:34] {
  s1: call corpus.variants.records.Main$Transfer.from[corpus.variants.records.Main$Transfer@Main.java:34] // at corpus.variants.records.Main$Transfer.execute(Main.java:23)
  s2: call corpus.variants.records.Main$Account.monitor[corpus.variants.records.Main$Account@Main.java:32] // at corpus.variants.records.Main$Transfer.execute(Main.java:23)
  s3: acquire java.lang.Object@Main.java:32 // at corpus.variants.records.Main$Transfer.execute(Main.java:23)
  s4: call corpus.variants.records.Main$Transfer.to[corpus.variants.records.Main$Transfer@Main.java:34] // at corpus.variants.records.Main$Transfer.execute(Main.java:24)
  s5: call corpus.variants.records.Main$Account.monitor[corpus.variants.records.Main$Account@Main.java:33] // at corpus.variants.records.Main$Transfer.execute(Main.java:24)
  s6: acquire java.lang.Object@Main.java:33 // at corpus.variants.records.Main$Transfer.execute(Main.java:24)
  s7: read corpus.variants.records.Main$Transfer.moved // at corpus.variants.records.Main$Transfer.execute(Main.java:25)
  s8: read corpus.variants.records.Main$Transfer@Main.java:34.amount // at corpus.variants.records.Main$Transfer.execute(Main.java:25)
  s10: write corpus.variants.records.Main$Transfer.moved // at corpus.variants.records.Main$Transfer.execute(Main.java:25)
  s11: release java.lang.Object@Main.java:33 // at corpus.variants.records.Main$Transfer.execute(Main.java:26)
  s21: release java.lang.Object@Main.java:32 // at corpus.variants.records.Main$Transfer.execute(Main.java:27)
}

proc corpus.variants.records.Main$Transfer.execute[corpus.variants.records.Main$Transfer@Main.java:35] {
  s1: call corpus.variants.records.Main$Transfer.from[corpus.variants.records.Main$Transfer@Main.java:35] // at corpus.variants.records.Main$Transfer.execute(Main.java:23)
  s2: call corpus.variants.records.Main$Account.monitor[corpus.variants.records.Main$Account@Main.java:33] // at corpus.variants.records.Main$Transfer.execute(Main.java:23)
  s3: acquire java.lang.Object@Main.java:33 // at corpus.variants.records.Main$Transfer.execute(Main.java:23)
  s4: call corpus.variants.records.Main$Transfer.to[corpus.variants.records.Main$Transfer@Main.java:35] // at corpus.variants.records.Main$Transfer.execute(Main.java:24)
  s5: call corpus.variants.records.Main$Account.monitor[corpus.variants.records.Main$Account@Main.java:32] // at corpus.variants.records.Main$Transfer.execute(Main.java:24)
  s6: acquire java.lang.Object@Main.java:32 // at corpus.variants.records.Main$Transfer.execute(Main.java:24)
  s7: read corpus.variants.records.Main$Transfer.moved // at corpus.variants.records.Main$Transfer.execute(Main.java:25)
  s8: read corpus.variants.records.Main$Transfer@Main.java:35.amount // at corpus.variants.records.Main$Transfer.execute(Main.java:25)
  s10: write corpus.variants.records.Main$Transfer.moved // at corpus.variants.records.Main$Transfer.execute(Main.java:25)
  s11: release java.lang.Object@Main.java:32 // at corpus.variants.records.Main$Transfer.execute(Main.java:26)
  s21: release java.lang.Object@Main.java:33 // at corpus.variants.records.Main$Transfer.execute(Main.java:27)
}

proc corpus.variants.records.Main$Transfer.from[corpus.variants.records.Main$Transfer@Main.java:34] {
  s1: read corpus.variants.records.Main$Transfer@Main.java:34.from // at corpus.variants.records.Main$Transfer.from(Main.java:19)
}

proc corpus.variants.records.Main$Transfer.from[corpus.variants.records.Main$Transfer@Main.java:35] {
  s1: read corpus.variants.records.Main$Transfer@Main.java:35.from // at corpus.variants.records.Main$Transfer.from(Main.java:19)
}

proc corpus.variants.records.Main$Transfer.to[corpus.variants.records.Main$Transfer@Main.java:34] {
  s1: read corpus.variants.records.Main$Transfer@Main.java:34.to // at corpus.variants.records.Main$Transfer.to(Main.java:19)
}

proc corpus.variants.records.Main$Transfer.to[corpus.variants.records.Main$Transfer@Main.java:35] {
  s1: read corpus.variants.records.Main$Transfer@Main.java:35.to // at corpus.variants.records.Main$Transfer.to(Main.java:19)
}

proc corpus.variants.records.Main.main {
  s4: call corpus.variants.records.Main$Account.<init>[corpus.variants.records.Main$Account@Main.java:32] // at corpus.variants.records.Main.main(Main.java:32)
  s9: call corpus.variants.records.Main$Account.<init>[corpus.variants.records.Main$Account@Main.java:33] // at corpus.variants.records.Main.main(Main.java:33)
  s12: call corpus.variants.records.Main$Transfer.<init>[corpus.variants.records.Main$Transfer@Main.java:34] // at corpus.variants.records.Main.main(Main.java:34)
  s15: call corpus.variants.records.Main$Transfer.<init>[corpus.variants.records.Main$Transfer@Main.java:35] // at corpus.variants.records.Main.main(Main.java:35)
  s27: fork corpus.variants.records.Main$Transfer.execute[corpus.variants.records.Main$Transfer@Main.java:34] java.lang.Thread@Main.java:36 // at corpus.variants.records.Main.main(Main.java:38)
  s28: fork corpus.variants.records.Main$Transfer.execute[corpus.variants.records.Main$Transfer@Main.java:35] java.lang.Thread@Main.java:37 // at corpus.variants.records.Main.main(Main.java:39)
  s29: join java.lang.Thread@Main.java:36 // at corpus.variants.records.Main.main(Main.java:40)
  s30: join java.lang.Thread@Main.java:37 // at corpus.variants.records.Main.main(Main.java:41)
}
