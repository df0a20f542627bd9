main corpus.extra.waitzero.Main.main
var corpus.extra.waitzero.Main$Slot@Main.java:49.value { null nonnull } = null

proc corpus.extra.waitzero.Main$Slot.<init>[corpus.extra.waitzero.Main$Slot@Main.java:49] {
  s4: write corpus.extra.waitzero.Main$Slot@Main.java:49.other // at corpus.extra.waitzero.Main$Slot.<init>(Main.java:18)
}

proc corpus.extra.waitzero.Main$Slot.get[corpus.extra.waitzero.Main$Slot@Main.java:49] {
  sync: acquire corpus.extra.waitzero.Main$Slot@Main.java:49 // at corpus.extra.waitzero.Main$Slot.get(Main.java:22)
  s2: switch corpus.extra.waitzero.Main$Slot@Main.java:49.value null s4 nonnull s6 // at corpus.extra.waitzero.Main$Slot.get(Main.java:22)
  s4: wait corpus.extra.waitzero.Main$Slot@Main.java:49 // at corpus.extra.waitzero.Main$Slot.get(Main.java:23)
  s4_1: goto s2                          // at corpus.extra.waitzero.Main$Slot.get(Main.java:23)
  s6: read corpus.extra.waitzero.Main$Slot@Main.java:49.value // at corpus.extra.waitzero.Main$Slot.get(Main.java:25)
  ret_0: release corpus.extra.waitzero.Main$Slot@Main.java:49 // at corpus.extra.waitzero.Main$Slot.get(Main.java:22)
}

proc corpus.extra.waitzero.Main$Slot.set[corpus.extra.waitzero.Main$Slot@Main.java:49] {
  s3: acquire corpus.extra.waitzero.Main$Slot@Main.java:49 // at corpus.extra.waitzero.Main$Slot.set(Main.java:29)
  s4: assign corpus.extra.waitzero.Main$Slot@Main.java:49.value nonnull // at corpus.extra.waitzero.Main$Slot.set(Main.java:30)
  s5: release corpus.extra.waitzero.Main$Slot@Main.java:49 // at corpus.extra.waitzero.Main$Slot.set(Main.java:31)
  s11: read corpus.extra.waitzero.Main$Slot@Main.java:49.other // at corpus.extra.waitzero.Main$Slot.set(Main.java:32)
  s12: acquire java.lang.Object@Main.java:18[corpus.extra.waitzero.Main$Slot@Main.java:49] // at corpus.extra.waitzero.Main$Slot.set(Main.java:32)
  s13: read corpus.extra.waitzero.Main$Slot@Main.java:49.other // at corpus.extra.waitzero.Main$Slot.set(Main.java:33)
  s14: notifyAll java.lang.Object@Main.java:18[corpus.extra.waitzero.Main$Slot@Main.java:49] // at corpus.extra.waitzero.Main$Slot.set(Main.java:33)
  s15: release java.lang.Object@Main.java:18[corpus.extra.waitzero.Main$Slot@Main.java:49] // at corpus.extra.waitzero.Main$Slot.set(Main.java:34)
}

proc corpus.extra.waitzero.Main.lambda$main$0[corpus.extra.waitzero.Main.main:50#8] {
  s1: call corpus.extra.waitzero.Main.pause // at corpus.extra.waitzero.Main.lambda$main$0(Main.java:51)
  s2: call corpus.extra.waitzero.Main$Slot.set[corpus.extra.waitzero.Main$Slot@Main.java:49] // at corpus.extra.waitzero.Main.lambda$main$0(Main.java:52)
}

proc corpus.extra.waitzero.Main.main {
  s2: call corpus.extra.waitzero.Main$Slot.<init>[corpus.extra.waitzero.Main$Slot@Main.java:49] // at corpus.extra.waitzero.Main.main(Main.java:49)
  s8: fork corpus.extra.waitzero.Main.lambda$main$0[corpus.extra.waitzero.Main.main:50#8] java.lang.Thread@Main.java:50 // at corpus.extra.waitzero.Main.main(Main.java:54)
  s9: read java.lang.System.out          // at corpus.extra.waitzero.Main.main(Main.java:55)
  s10: call corpus.extra.waitzero.Main$Slot.get[corpus.extra.waitzero.Main$Slot@Main.java:49] // at corpus.extra.waitzero.Main.main(Main.java:55)
  s12: join java.lang.Thread@Main.java:50 // at corpus.extra.waitzero.Main.main(Main.java:56)
}

proc corpus.extra.waitzero.Main.pause {
}
