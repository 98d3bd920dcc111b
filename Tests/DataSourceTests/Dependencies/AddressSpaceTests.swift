import DataSource
import Testing

/// `AddressSpace.canAllocate` asks the kernel, not the allocator: a mapping the address space
/// cannot hold is refused in every build. (A `malloc` and `free` of an unused block, which it
/// replaced, was removed by the optimizer and always said yes in a release build.)
struct AddressSpaceTests {
  @Test func canAllocate_aMebibyte_yes() {
    #expect(AddressSpace.canAllocate(1 << 20))
  }

  @Test func canAllocate_moreThanAnAddressSpace_no() {
    #expect(!AddressSpace.canAllocate(1 << 62))
  }
}
