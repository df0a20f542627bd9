main corpus.variants.sealedclasses.fixed.Main.main

proc corpus.variants.sealedclasses.fixed.Main$Audit.<init>[corpus.variants.sealedclasses.fixed.Main$Audit@Main.java:74] {
}

proc corpus.variants.sealedclasses.fixed.Main$Audit.perform[corpus.variants.sealedclasses.fixed.Main$Worker.run:66#3,corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:74,corpus.variants.sealedclasses.fixed.Main$Audit@Main.java:74] {
  s2: read corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71.catalog // at corpus.variants.sealedclasses.fixed.Main$Audit.perform(Main.java:49)
  s3: acquire java.lang.Object@Main.java:15[corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71] // at corpus.variants.sealedclasses.fixed.Main$Audit.perform(Main.java:49)
  s4: read corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71.items // at corpus.variants.sealedclasses.fixed.Main$Audit.perform(Main.java:50)
  s6: write corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71.items // at corpus.variants.sealedclasses.fixed.Main$Audit.perform(Main.java:50)
  s7: release java.lang.Object@Main.java:15[corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71] // at corpus.variants.sealedclasses.fixed.Main$Audit.perform(Main.java:51)
}

proc corpus.variants.sealedclasses.fixed.Main$Export.<init>[corpus.variants.sealedclasses.fixed.Main$Export@Main.java:73] {
  s3: write corpus.variants.sealedclasses.fixed.Main$Export@Main.java:73.quantity // at corpus.variants.sealedclasses.fixed.Main$Export.<init>(Main.java:35)
}

proc corpus.variants.sealedclasses.fixed.Main$Export.perform[corpus.variants.sealedclasses.fixed.Main$Worker.run:66#3,corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:73,corpus.variants.sealedclasses.fixed.Main$Export@Main.java:73] {
  s2: read corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71.catalog // at corpus.variants.sealedclasses.fixed.Main$Export.perform(Main.java:38)
  s3: acquire java.lang.Object@Main.java:15[corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71] // at corpus.variants.sealedclasses.fixed.Main$Export.perform(Main.java:38)
  s4: read corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71.stock // at corpus.variants.sealedclasses.fixed.Main$Export.perform(Main.java:39)
  s5: acquire java.lang.Object@Main.java:16[corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71] // at corpus.variants.sealedclasses.fixed.Main$Export.perform(Main.java:39)
  s6: read corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71.items // at corpus.variants.sealedclasses.fixed.Main$Export.perform(Main.java:40)
  s7: read corpus.variants.sealedclasses.fixed.Main$Export@Main.java:73.quantity // at corpus.variants.sealedclasses.fixed.Main$Export.perform(Main.java:40)
  s9: write corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71.items // at corpus.variants.sealedclasses.fixed.Main$Export.perform(Main.java:40)
  s10: release java.lang.Object@Main.java:16[corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71] // at corpus.variants.sealedclasses.fixed.Main$Export.perform(Main.java:41)
  s20: release java.lang.Object@Main.java:15[corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71] // at corpus.variants.sealedclasses.fixed.Main$Export.perform(Main.java:42)
}

proc corpus.variants.sealedclasses.fixed.Main$Import.<init>[corpus.variants.sealedclasses.fixed.Main$Import@Main.java:72] {
}

proc corpus.variants.sealedclasses.fixed.Main$Import.perform[corpus.variants.sealedclasses.fixed.Main$Worker.run:66#3,corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:72,corpus.variants.sealedclasses.fixed.Main$Import@Main.java:72] {
  s2: read corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71.catalog // at corpus.variants.sealedclasses.fixed.Main$Import.perform(Main.java:27)
  s3: acquire java.lang.Object@Main.java:15[corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71] // at corpus.variants.sealedclasses.fixed.Main$Import.perform(Main.java:27)
  s4: read corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71.stock // at corpus.variants.sealedclasses.fixed.Main$Import.perform(Main.java:28)
  s5: acquire java.lang.Object@Main.java:16[corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71] // at corpus.variants.sealedclasses.fixed.Main$Import.perform(Main.java:28)
  s6: read corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71.items // at corpus.variants.sealedclasses.fixed.Main$Import.perform(Main.java:29)
  s8: write corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71.items // at corpus.variants.sealedclasses.fixed.Main$Import.perform(Main.java:29)
  s9: release java.lang.Object@Main.java:16[corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71] // at corpus.variants.sealedclasses.fixed.Main$Import.perform(Main.java:30)
  s19: release java.lang.Object@Main.java:15[corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71] // at corpus.variants.sealedclasses.fixed.Main$Import.perform(Main.java:31)
}

proc corpus.variants.sealedclasses.fixed.Main$Warehouse.<init>[corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71] {
  s4: write corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71.catalog // at corpus.variants.sealedclasses.fixed.Main$Warehouse.<init>(Main.java:15)
  s7: write corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71.stock // at corpus.variants.sealedclasses.fixed.Main$Warehouse.<init>(Main.java:16)
}

proc corpus.variants.sealedclasses.fixed.Main$Worker.<init>[corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:72] {
  s4: write corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:72.job // at corpus.variants.sealedclasses.fixed.Main$Worker.<init>(Main.java:60)
  s5: write corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:72.warehouse // at corpus.variants.sealedclasses.fixed.Main$Worker.<init>(Main.java:61)
}

proc corpus.variants.sealedclasses.fixed.Main$Worker.<init>[corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:73] {
  s4: write corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:73.job // at corpus.variants.sealedclasses.fixed.Main$Worker.<init>(Main.java:60)
  s5: write corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:73.warehouse // at corpus.variants.sealedclasses.fixed.Main$Worker.<init>(Main.java:61)
}

proc corpus.variants.sealedclasses.fixed.Main$Worker.<init>[corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:74] {
  s4: write corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:74.job // at corpus.variants.sealedclasses.fixed.Main$Worker.<init>(Main.java:60)
  s5: write corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:74.warehouse // at corpus.variants.sealedclasses.fixed.Main$Worker.<init>(Main.java:61)
}

proc corpus.variants.sealedclasses.fixed.Main$Worker.run[corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:72] {
  s1: read corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:72.job // at corpus.variants.sealedclasses.fixed.Main$Worker.run(Main.java:66)
  s2: read corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:72.warehouse // at corpus.variants.sealedclasses.fixed.Main$Worker.run(Main.java:66)
  s3: call corpus.variants.sealedclasses.fixed.Main$Import.perform[corpus.variants.sealedclasses.fixed.Main$Worker.run:66#3,corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:72,corpus.variants.sealedclasses.fixed.Main$Import@Main.java:72] // at corpus.variants.sealedclasses.fixed.Main$Worker.run(Main.java:66)
}

proc corpus.variants.sealedclasses.fixed.Main$Worker.run[corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:73] {
  s1: read corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:73.job // at corpus.variants.sealedclasses.fixed.Main$Worker.run(Main.java:66)
  s2: read corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:73.warehouse // at corpus.variants.sealedclasses.fixed.Main$Worker.run(Main.java:66)
  s3: call corpus.variants.sealedclasses.fixed.Main$Export.perform[corpus.variants.sealedclasses.fixed.Main$Worker.run:66#3,corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:73,corpus.variants.sealedclasses.fixed.Main$Export@Main.java:73] // at corpus.variants.sealedclasses.fixed.Main$Worker.run(Main.java:66)
}

proc corpus.variants.sealedclasses.fixed.Main$Worker.run[corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:74] {
  s1: read corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:74.job // at corpus.variants.sealedclasses.fixed.Main$Worker.run(Main.java:66)
  s2: read corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:74.warehouse // at corpus.variants.sealedclasses.fixed.Main$Worker.run(Main.java:66)
  s3: call corpus.variants.sealedclasses.fixed.Main$Audit.perform[corpus.variants.sealedclasses.fixed.Main$Worker.run:66#3,corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:74,corpus.variants.sealedclasses.fixed.Main$Audit@Main.java:74] // at corpus.variants.sealedclasses.fixed.Main$Worker.run(Main.java:66)
}

proc corpus.variants.sealedclasses.fixed.Main.main {
  s2: call corpus.variants.sealedclasses.fixed.Main$Warehouse.<init>[corpus.variants.sealedclasses.fixed.Main$Warehouse@Main.java:71] // at corpus.variants.sealedclasses.fixed.Main.main(Main.java:71)
  s6: call corpus.variants.sealedclasses.fixed.Main$Import.<init>[corpus.variants.sealedclasses.fixed.Main$Import@Main.java:72] // at corpus.variants.sealedclasses.fixed.Main.main(Main.java:72)
  s7: call corpus.variants.sealedclasses.fixed.Main$Worker.<init>[corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:72] // at corpus.variants.sealedclasses.fixed.Main.main(Main.java:72)
  s8: fork corpus.variants.sealedclasses.fixed.Main$Worker.run[corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:72] corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:72 // at corpus.variants.sealedclasses.fixed.Main.main(Main.java:72)
  s11: call corpus.variants.sealedclasses.fixed.Main$Export.<init>[corpus.variants.sealedclasses.fixed.Main$Export@Main.java:73] // at corpus.variants.sealedclasses.fixed.Main.main(Main.java:73)
  s12: call corpus.variants.sealedclasses.fixed.Main$Worker.<init>[corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:73] // at corpus.variants.sealedclasses.fixed.Main.main(Main.java:73)
  s13: fork corpus.variants.sealedclasses.fixed.Main$Worker.run[corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:73] corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:73 // at corpus.variants.sealedclasses.fixed.Main.main(Main.java:73)
  s16: call corpus.variants.sealedclasses.fixed.Main$Audit.<init>[corpus.variants.sealedclasses.fixed.Main$Audit@Main.java:74] // at corpus.variants.sealedclasses.fixed.Main.main(Main.java:74)
  s17: call corpus.variants.sealedclasses.fixed.Main$Worker.<init>[corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:74] // at corpus.variants.sealedclasses.fixed.Main.main(Main.java:74)
  s18: fork corpus.variants.sealedclasses.fixed.Main$Worker.run[corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:74] corpus.variants.sealedclasses.fixed.Main$Worker@Main.java:74 // at corpus.variants.sealedclasses.fixed.Main.main(Main.java:74)
}
